import { describe, expect, it } from 'vitest';
import { mentionQuery, mentionSuggestions } from './mentions';

const team = [{ name: 'Mei Ling' }, { name: 'Ravi Kumar' }, { name: 'Siti' }];

describe('mentions in the note composer', () => {
  it('finds the @name being typed before the caret', () => {
    expect(mentionQuery('please @me', 10)).toEqual({ start: 7, query: 'me' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail me@shop', 12)).toBeNull();
    expect(mentionQuery('no mention', 10)).toBeNull();
  });
  it('suggests teammates by the start of their name or of a word in it', () => {
    expect(mentionSuggestions(team, 'me').map((t) => t.name)).toEqual(['Mei Ling']);
    expect(mentionSuggestions(team, 'ku').map((t) => t.name)).toEqual(['Ravi Kumar']);
    expect(mentionSuggestions(team, '')).toHaveLength(3);
    expect(mentionSuggestions(team, 'Siti')).toEqual([]);
  });
});
