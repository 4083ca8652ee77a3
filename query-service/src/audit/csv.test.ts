import { describe, expect, it } from 'vitest';
import { changesText, csvField, csvLine } from './csv';

describe('CSV fields', () => {
  it('leave plain text and numbers as they are', () => {
    expect(csvField('Mabvazuva High')).toBe('Mabvazuva High');
    expect(csvField(42)).toBe('42');
    expect(csvField(null)).toBe('');
  });
  it('quote commas, quotes and line breaks, doubling the quotes', () => {
    expect(csvField('Harare, Zimbabwe')).toBe('"Harare, Zimbabwe"');
    expect(csvField('the "best" school')).toBe('"the ""best"" school"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField(' padded')).toBe('" padded"');
  });
  it('defuse what a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField('+263772000001')).toBe("'+263772000001");
  });
  it('end each line with CRLF', () => expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n'));
  it('write changes as before → after', () => {
    expect(
      changesText([
        { field: 'name', before: 'A', after: 'B' },
        { field: 'note', before: null, after: 'x' },
      ]),
    ).toBe('name: A → B; note: (empty) → x');
  });
});
