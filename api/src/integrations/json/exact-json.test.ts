import { integerId, parseExactJson, stringifyExactJson } from './exact-json';

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

describe('stringifyExactJson and integerId', () => {
  it('writes an integer id past 2^53 digit for digit', () => {
    const id = '9007199254740993'; // 2^53 + 1: Number() makes it …992
    expect(stringifyExactJson({ order_id: integerId(id), n: 2 })).toBe(
      '{"order_id":9007199254740993,"n":2}',
    );
    expect(JSON.stringify({ order_id: Number(id) })).toBe('{"order_id":9007199254740992}');
  });

  it('leaves an id that is not all digits as text', () => {
    expect(stringifyExactJson({ id: integerId('SD123') })).toBe('{"id":"SD123"}');
  });
});
