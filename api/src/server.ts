import { buildApp } from './app';
import { loadConfig } from './config/env';
import { runMigrations } from './db/migrate';
import { openDatabase } from './db/open-database';
import { DEMO_EMAIL, DEMO_PASSWORD } from './db/seed/demo-merchant';
import { refreshDemoDates } from './db/seed/refresh-demo-dates';
import { hasNoUsers, seedDatabase } from './db/seed/seed-database';
import { seedCatalogueOnStart } from './db/seed/catalogue/seed-on-start';
import { indexCatalogueImages } from './modules/image-search/index-catalogue-images';
import { queuePictureBackfill } from './modules/image-search/backfill-job';
import { queueImportBackfill } from './modules/catalogue/backfill-import-products';
import { exitOnStartFailure } from './worker-process';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase(config);
  let closing = false;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app?.log.info({ signal }, 'shutting down');
    try {
      await app?.close();
    } finally {
      await handle.close(); // closes PGlite and releases its lock file
      process.exit(0);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (config.migrateOnStart) await runMigrations(handle, config.apiRoot);
    const seeded =
      config.seedOnEmpty && (await hasNoUsers(handle.db)) ? await seedDatabase(handle.db) : null;
    // a long-lived demo database: its untouched demo orders move back into the list's 7 days
    const demoDates = config.seedOnEmpty ? await refreshDemoDates(handle.db, new Date()) : null;
    app = await buildApp({ config, db: handle.appDb });
    // The own supplier catalogue: the first products now, the rest once the API listens.
    const seeding = config.seedOnEmpty ? await seedCatalogueOnStart(handle.db, app.log) : null;
    if (seeding) void indexCatalogueImages(handle.db, app.log, seeding.background); // image search signatures
    await app.listen({ port: config.port, host: config.host });
    seeding?.continueInBackground();
    if (config.runJobs) app.jobs.start();
    // imports made before pictures were signed at import time become findable by picture
    await queuePictureBackfill(app, new Date()).catch((error: unknown) =>
      app?.log.error({ err: error }, 'image search: the backfill could not be queued'),
    );
    // imports made before the import list kept the product get its variants, images and prices
    await queueImportBackfill(app, new Date()).catch((error: unknown) =>
      app?.log.error({ err: error }, 'import list: the backfill could not be queued'),
    );
    const base = `http://${config.host}:${config.port}`;
    app.log.info(
      {
        database: handle.driver,
        docs: `${base}/api/docs`,
        mailbox: config.devMailbox ? `${base}/dev/mailbox` : undefined,
      },
      `API listening on ${base}/api`,
    );
    if (seeded?.demoCreated) app.log.info(`Seeded demo merchant: ${DEMO_EMAIL} / ${DEMO_PASSWORD}`);
    if (demoDates?.refreshed)
      app.log.info(
        `Demo orders dated as if seeded now (moved ${Math.round(demoDates.shiftedMs / 3_600_000)} h)`,
      );
  } catch (error) {
    await app?.close().catch(() => undefined);
    await handle.close();
    throw error;
  }
}

main().catch(exitOnStartFailure);
