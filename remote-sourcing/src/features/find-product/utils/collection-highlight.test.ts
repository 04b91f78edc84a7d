import {
  HIGHLIGHT_POOLS,
  HIGHLIGHT_ROTATION_MS,
  currentHighlight,
  isHighlightCollection,
  isPickCurrent,
  parseStoredHighlights,
  pickHighlight,
} from './collection-highlight';

/** A repeatable random source. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const NOW = Date.UTC(2026, 10, 22, 6, 0, 0);
const pool = HIGHLIGHT_POOLS.trending;

describe('collection highlight rotation', () => {
  it('has highlights for the four collections of the spec', () => {
    expect(Object.keys(HIGHLIGHT_POOLS).sort()).toEqual(
      ['fastest_delivery_us', 'free_ship_us', 'made_in_us', 'trending'].sort(),
    );
    expect(isHighlightCollection('trending')).toBe(true);
    expect(isHighlightCollection('best_sellers')).toBe(false);
    expect(isHighlightCollection('toString')).toBe(false);
  });

  it('picks 2 or 3 distinct bullets of the pool and a valid number variant', () => {
    const counts = new Set<number>();
    const random = seeded(7);
    for (let i = 0; i < 200; i += 1) {
      const pick = pickHighlight(pool, NOW, random);
      counts.add(pick.bullets.length);
      expect(new Set(pick.bullets).size).toBe(pick.bullets.length);
      pick.bullets.forEach((bullet) => expect(pool.bullets).toContain(bullet));
      expect(pick.numberVariant).toBeGreaterThanOrEqual(0);
      expect(pick.numberVariant).toBeLessThan(pool.numbers.length);
      expect(pick.pickedAt).toBe(NOW);
    }
    expect([...counts].sort()).toEqual([2, 3]);
  });

  it('uses the random source: 2 bullets at the low end, 3 at the high end', () => {
    expect(pickHighlight(pool, NOW, () => 0).bullets).toHaveLength(2);
    expect(pickHighlight(pool, NOW, () => 0.99).bullets).toHaveLength(3);
    expect(pickHighlight(pool, NOW, () => 0.99).numberVariant).toBe(pool.numbers.length - 1);
  });

  it('keeps a stored pick for 24 hours, then picks again', () => {
    const first = currentHighlight('trending', {}, NOW, seeded(1));
    expect(first.changed).toBe(true);
    const later = currentHighlight(
      'trending',
      first.stored,
      NOW + HIGHLIGHT_ROTATION_MS - 1,
      () => 0.5,
    );
    expect(later.changed).toBe(false);
    expect(later.pick).toEqual(first.pick);
    const nextDay = currentHighlight(
      'trending',
      first.stored,
      NOW + HIGHLIGHT_ROTATION_MS,
      () => 0.5,
    );
    expect(nextDay.changed).toBe(true);
    expect(nextDay.pick.pickedAt).toBe(NOW + HIGHLIGHT_ROTATION_MS);
  });

  it('keeps the other collections’ picks when one rotates', () => {
    const made = currentHighlight('made_in_us', {}, NOW, seeded(3));
    const trending = currentHighlight('trending', made.stored, NOW, seeded(4));
    expect(trending.stored.made_in_us).toEqual(made.pick);
    expect(trending.stored.trending).toEqual(trending.pick);
  });

  it.each([
    ['nothing', undefined],
    [
      'a pick from the future',
      { bullets: ['orders', 'fresh'], numberVariant: 0, pickedAt: NOW + 1 },
    ],
    ['one bullet', { bullets: ['orders'], numberVariant: 0, pickedAt: NOW }],
    [
      'four bullets',
      { bullets: ['orders', 'searches', 'stores', 'fresh'], numberVariant: 0, pickedAt: NOW },
    ],
    ['an unknown bullet', { bullets: ['orders', 'hacked'], numberVariant: 0, pickedAt: NOW }],
    ['a repeated bullet', { bullets: ['orders', 'orders'], numberVariant: 0, pickedAt: NOW }],
    [
      'a number variant out of range',
      { bullets: ['orders', 'fresh'], numberVariant: 9, pickedAt: NOW },
    ],
  ])('replaces %s', (_label, stored) => {
    expect(isPickCurrent(pool, stored, NOW)).toBe(false);
  });

  it('reads stored picks defensively', () => {
    expect(parseStoredHighlights(null)).toEqual({});
    expect(parseStoredHighlights('not json')).toEqual({});
    expect(parseStoredHighlights('[1,2]')).toEqual({});
    const pick = { bullets: ['orders', 'fresh'], numberVariant: 1, pickedAt: NOW };
    expect(parseStoredHighlights(JSON.stringify({ trending: pick }))).toEqual({ trending: pick });
  });
});
