import { csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it('leaves plain text and numbers as they are', () => {
    expect(csvCell('Aisyah')).toBe('Aisyah');
    expect(csvCell('12.50')).toBe('12.50');
    expect(csvCell(3)).toBe('3');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvCell('Tan, Ali')).toBe('"Tan, Ali"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it.each(['=HYPERLINK("http://x")', '+60123', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd'])(
    'neutralises a cell that would start a formula: %j',
    (value) => {
      const cell = csvCell(value);
      expect(cell.startsWith(`"'`)).toBe(true);
      expect(cell).toBe(`"'${value.replace(/"/g, '""')}"`);
    },
  );

  it('ends each row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null])).toBe('a,"b,c",\r\n');
  });
});
