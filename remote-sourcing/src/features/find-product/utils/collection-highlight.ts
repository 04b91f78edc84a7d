/**
 * The rotating highlight text of the collections (spec 000 §4, 001 §2): every 24 hours each
 * collection shows 2 or 3 of its bullet points, picked at random, with one of its number
 * variants; the pick is kept in local storage so it stays put across reloads for the day.
 */
export const HIGHLIGHT_ROTATION_MS = 24 * 60 * 60 * 1000;
export const HIGHLIGHT_MIN_BULLETS = 2;
export const HIGHLIGHT_MAX_BULLETS = 3;
export const HIGHLIGHT_STORAGE_KEY = 'omni_collection_highlights';

/** A collection's bullet pool: i18n keys under `highlights.<slug>.` and the numbers they quote. */
export interface HighlightPool {
  bullets: readonly string[];
  /** Values for {{count}} in the bullets; one is picked per rotation. */
  numbers: readonly number[];
}

export const HIGHLIGHT_POOLS = {
  trending: { bullets: ['orders', 'searches', 'stores', 'fresh'], numbers: [500, 1000, 2000] },
  fastest_delivery_us: {
    bullets: ['days', 'warehouse', 'tracking', 'reviews'],
    numbers: [3, 5, 7],
  },
  free_ship_us: { bullets: ['noFee', 'margin', 'checkout', 'catalogue'], numbers: [10, 20, 30] },
  made_in_us: { bullets: ['local', 'quality', 'days', 'brands'], numbers: [2, 4, 6] },
} as const satisfies Record<string, HighlightPool>;

export type HighlightCollection = keyof typeof HIGHLIGHT_POOLS;

export function isHighlightCollection(slug: string): slug is HighlightCollection {
  return Object.prototype.hasOwnProperty.call(HIGHLIGHT_POOLS, slug);
}

export interface HighlightPick {
  bullets: string[];
  /** Index into the pool's numbers. */
  numberVariant: number;
  /** When the pick was made (ms since epoch). */
  pickedAt: number;
}

/** A fresh pick: 2 or 3 distinct bullets in random order and a number variant. */
export function pickHighlight(
  pool: HighlightPool,
  now: number,
  random: () => number = Math.random,
): HighlightPick {
  const span = HIGHLIGHT_MAX_BULLETS - HIGHLIGHT_MIN_BULLETS + 1;
  const count = Math.min(pool.bullets.length, HIGHLIGHT_MIN_BULLETS + Math.floor(random() * span));
  // partial Fisher–Yates: the first `count` places get a uniform random sample
  const remaining = [...pool.bullets];
  for (let i = 0; i < count; i += 1) {
    const j = i + Math.floor(random() * (remaining.length - i));
    [remaining[i], remaining[j]] = [remaining[j]!, remaining[i]!];
  }
  return {
    bullets: remaining.slice(0, count),
    numberVariant: Math.floor(random() * pool.numbers.length),
    pickedAt: now,
  };
}

/** Whether a stored pick is well-formed for the pool and younger than 24 hours. */
export function isPickCurrent(pool: HighlightPool, pick: unknown, now: number): boolean {
  if (typeof pick !== 'object' || pick === null) return false;
  const { bullets, numberVariant, pickedAt } = pick as Partial<HighlightPick>;
  if (typeof pickedAt !== 'number' || pickedAt > now || now - pickedAt >= HIGHLIGHT_ROTATION_MS)
    return false;
  if (!Number.isInteger(numberVariant) || numberVariant! < 0) return false;
  if (numberVariant! >= pool.numbers.length) return false;
  return (
    Array.isArray(bullets) &&
    bullets.length >= Math.min(HIGHLIGHT_MIN_BULLETS, pool.bullets.length) &&
    bullets.length <= HIGHLIGHT_MAX_BULLETS &&
    new Set(bullets).size === bullets.length &&
    bullets.every((bullet) => pool.bullets.includes(bullet))
  );
}

export type StoredHighlights = Record<string, HighlightPick>;

/** Reads the stored picks; anything unreadable counts as nothing stored. */
export function parseStoredHighlights(raw: string | null): StoredHighlights {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as StoredHighlights)
      : {};
  } catch {
    return {};
  }
}

/**
 * The pick to show for a collection now: the stored one while it is current, else a new one.
 * `stored` is returned updated when a new pick was made (to be written back), else unchanged.
 */
export function currentHighlight(
  slug: HighlightCollection,
  stored: StoredHighlights,
  now: number,
  random: () => number = Math.random,
): { pick: HighlightPick; stored: StoredHighlights; changed: boolean } {
  const pool = HIGHLIGHT_POOLS[slug];
  const existing = stored[slug];
  if (isPickCurrent(pool, existing, now)) return { pick: existing!, stored, changed: false };
  const pick = pickHighlight(pool, now, random);
  return { pick, stored: { ...stored, [slug]: pick }, changed: true };
}
