import { parseExactJson } from './exact-json';

describe('parseExactJson', () => {
  it('keeps integers beyond 2^53 digit for digit, as text', () => {
    const body = '{"id":820982911946154508,"line_items":[{"id":866550311766439020,"quantity":1}]}';
    expect(parseExactJson(body)).toEqual({
      id: '820982911946154508',
      line_items: [{ id: '866550311766439020', quantity: 1 }],
    });
    // what the lossy parse would have stored
    expect(String((JSON.parse(body) as { id: number }).id)).toBe('820982911946154500');
  });

  it('leaves numbers a double holds exactly as numbers', () => {
    expect(parseExactJson('{"a":9007199254740991,"b":-3,"c":0.25,"d":1e3}')).toEqual({
      a: 9007199254740991,
      b: -3,
      c: 0.25,
      d: 1000,
    });
  });

  it('refuses text that is not JSON', () => {
    expect(() => parseExactJson('{"id": 1')).toThrow();
  });
});
