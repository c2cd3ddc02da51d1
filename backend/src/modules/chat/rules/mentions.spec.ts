import { mentionedTeammates } from './mentions';

const team = [
  { id: 'a', name: 'Ali' },
  { id: 'b', name: 'Ali Rahman' },
  { id: 'c', name: 'Mei Ling' },
  { id: 'me', name: 'Siti' },
];
const ids = (text: string) => mentionedTeammates(text, team, 'me').map((t) => t.id);

describe('mentionedTeammates', () => {
  it('finds display names after @, in any case', () => {
    expect(ids('@mei ling can you check the code?')).toEqual(['c']);
    expect(ids('cc @Ali')).toEqual(['a']);
  });
  it('prefers the longest name and does not also name its prefix', () => {
    expect(ids('@Ali Rahman please look')).toEqual(['b']);
    expect(ids('@Ali Rahman and @Ali')).toEqual(['b', 'a']);
  });
  it('needs a word boundary on both sides and skips the author', () => {
    expect(ids('email ali@Alistair.com')).toEqual([]);
    expect(ids('@Alicia')).toEqual([]);
    expect(ids('@Siti note to self')).toEqual([]);
    expect(ids('no mention here')).toEqual([]);
  });
});
