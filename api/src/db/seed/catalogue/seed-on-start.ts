import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../database';
import { isCatalogueSeeded, seedCatalogue } from './seed-catalogue';

/*
 * The own catalogue at start: CATALOGUE_SEED_SIZE products (default 20,000; 0 turns it off; a
 * benchmark uses 200,000), of which the first CATALOGUE_SEED_SYNC (default 1,000, a few seconds)
 * are written before the API listens, so find product works at once; the rest follow in the
 * background in small batches so requests interleave. A stopped seed resumes on the next start.
 */

export interface CatalogueSeedSettings {
  size: number;
  sync: number;
}

export const DEFAULT_CATALOGUE_SIZE = 20_000;
export const DEFAULT_CATALOGUE_SYNC = 1_000;
const MAX_CATALOGUE_SIZE = 1_000_000;

function readCount(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_CATALOGUE_SIZE) {
    throw new Error(
      `${name} must be a whole number from 0 to ${MAX_CATALOGUE_SIZE} (got "${raw}")`,
    );
  }
  return value;
}

export function catalogueSeedSettings(env: NodeJS.ProcessEnv = process.env): CatalogueSeedSettings {
  const size = readCount(env, 'CATALOGUE_SEED_SIZE', DEFAULT_CATALOGUE_SIZE);
  return {
    size,
    sync: Math.min(size, readCount(env, 'CATALOGUE_SEED_SYNC', DEFAULT_CATALOGUE_SYNC)),
  };
}

export interface CatalogueSeeding {
  /** Settles once the whole catalogue is in (at once when nothing is left to seed). */
  background: Promise<void>;
  /**
   * Seeds the rest; call it once the API listens (on PGlite every query waits for the one
   * before, so background batches started earlier would hold up the start itself).
   */
  continueInBackground(): void;
}

/** Seeds the first products now; the rest waits for `continueInBackground`. */
export async function seedCatalogueOnStart(
  db: Database,
  log: Pick<FastifyBaseLogger, 'info' | 'error'>,
  settings: CatalogueSeedSettings = catalogueSeedSettings(),
): Promise<CatalogueSeeding> {
  const nothing: CatalogueSeeding = {
    background: Promise.resolve(),
    continueInBackground: () => undefined,
  };
  if (settings.size === 0 || (await isCatalogueSeeded(db, settings.size))) return nothing;
  if (settings.sync > 0 && !(await isCatalogueSeeded(db, settings.sync))) {
    const first = await seedCatalogue(db, { target: settings.sync });
    log.info(
      { products: first.seeded, ms: first.milliseconds },
      'catalogue: first products seeded',
    );
  }
  if (settings.size <= settings.sync) return nothing;
  let start: () => void = () => undefined;
  const background = new Promise<void>((resolve) => {
    start = () =>
      void seedCatalogue(db, { target: settings.size, batchSize: 100, pauseMs: 150 })
        .then((result) =>
          log.info({ products: result.seeded, ms: result.milliseconds }, 'catalogue: seeded'),
        )
        .catch((error: unknown) =>
          log.error({ err: error }, 'catalogue: background seed stopped (resumes on next start)'),
        )
        .finally(resolve);
  });
  let started = false;
  return {
    background,
    continueInBackground: () => {
      if (started) return;
      started = true;
      start();
    },
  };
}
