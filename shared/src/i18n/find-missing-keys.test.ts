import { findMissingKeys } from './find-missing-keys';

describe('findMissingKeys', () => {
  it('is empty when every language has every key', () => {
    expect(findMissingKeys({ en: { a: { b: 'x' } }, de: { a: { b: 'y' } } })).toEqual([]);
  });
  it('reports keys missing or empty in a language, whichever language has them', () => {
    expect(findMissingKeys({ en: { a: 'x', b: 'y' }, de: { a: ' ', c: 'z' } })).toEqual([
      'de: a',
      'de: b',
      'en: c',
    ]);
  });
  it("checks plural forms against each language's own grammar", () => {
    const en = { n_one: '{{count}} item', n_other: '{{count}} items' };
    const zh = { n_other: '{{count}} 个' };
    const ar = { n_one: 'x', n_other: 'y' };
    expect(findMissingKeys({ en, 'zh-CN': zh })).toEqual([]);
    expect(findMissingKeys({ en, ar })).toEqual([
      'ar: n_few',
      'ar: n_many',
      'ar: n_two',
      'ar: n_zero',
    ]);
  });
});
