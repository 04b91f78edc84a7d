import { toCsv } from './csv';

describe('toCsv', () => {
  it('quotes separators and quotes, keeps numbers', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, "y"', -12],
          [null, 'plain'],
        ],
      ),
    ).toBe('a,b\r\n"x, ""y""",-12\r\n,plain\r\n');
  });
  it('defuses spreadsheet formulas', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['-1+1'], ['@SUM']])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'-1+1\r\n\'@SUM\r\n',
    );
  });
});
