import {
  CHAT_LABEL_PALETTE,
  chatSearchProblem,
  labelColourProblem,
  labelNameProblem,
  normaliseLabelColour,
  searchSnippet,
  whiteTextContrast,
} from './chat-desk';

describe('chat labels', () => {
  it('every palette colour is readable with white text (WCAG AA)', () => {
    for (const colour of CHAT_LABEL_PALETTE) expect(whiteTextContrast(colour)).toBeGreaterThanOrEqual(4.5);
  });

  it('normalises hex colours and refuses the rest', () => {
    expect(normaliseLabelColour('#abc')).toBe('#AABBCC');
    expect(normaliseLabelColour(' #175cd3 ')).toBe('#175CD3');
    expect(normaliseLabelColour('red')).toBeNull();
    expect(labelColourProblem('#FFFFFF')).toMatch(/too light/);
    expect(labelColourProblem('#000000')).toBeNull();
    expect(labelColourProblem(42)).toMatch(/hex colour/);
  });

  it('names: required, at most 40 characters after trimming', () => {
    expect(labelNameProblem('  ')).toBe('A label needs a name');
    expect(labelNameProblem(`  ${'a'.repeat(40)}  `)).toBeNull();
    expect(labelNameProblem('a'.repeat(41))).toMatch(/at most 40/);
  });
});

describe('chat search', () => {
  it('counts characters, not bytes', () => {
    expect(chatSearchProblem('激活')).toBeNull();
    expect(chatSearchProblem('激')).toMatch(/at least 2/);
    expect(chatSearchProblem('码'.repeat(101))).toMatch(/at most 100/);
    expect(chatSearchProblem(undefined)).toBe('Type what to search for');
  });

  it('cuts a long message around the first match, marking where the term is', () => {
    const message = `${'a '.repeat(200)}the Kod Pengaktifan is here${' b'.repeat(200)}`;
    const cut = searchSnippet(message, 'kod pengaktifan', 60);
    expect(cut.snippet.startsWith('…')).toBe(true);
    expect(cut.snippet.endsWith('…')).toBe(true);
    expect(cut.snippet.slice(cut.matchStart, cut.matchStart + cut.matchLength)).toBe('Kod Pengaktifan');
  });

  it('never splits a Chinese character or an emoji, and keeps short messages whole', () => {
    const message = `😀${'好'.repeat(100)}激活码${'好'.repeat(100)}`;
    const cut = searchSnippet(message, '激活码', 20);
    expect([...cut.snippet.slice(cut.matchStart, cut.matchStart + cut.matchLength)].join('')).toBe('激活码');
    expect(searchSnippet('short one', 'one')).toEqual({ snippet: 'short one', matchStart: 6, matchLength: 3 });
    const emoji = searchSnippet('😀😀 激活码', '激活码');
    expect(emoji.snippet.slice(emoji.matchStart, emoji.matchStart + emoji.matchLength)).toBe('激活码');
  });
});
