import { execFileSync } from 'node:child_process';
import { promises as fs } from 'node:fs';
import { missingBuilds, startStack, stopStack } from '../../scripts/stack/stack.mjs';
import { DATA_DIR, ROOT_DIR, RUNTIME_DIR, e2eConfig } from './e2e-stack';
import { FIXTURE_STORE_ORIGIN } from './fixture-store';

/**
 * Serves the production builds and an api on a fresh, throwaway PGlite folder for the whole
 * run; the returned function is Playwright's global teardown. Builds first when a build is
 * missing, so `pnpm --filter ./e2e test` works on its own.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  await stopStack(RUNTIME_DIR); // leftovers of a run that was killed
  await fs.rm(RUNTIME_DIR, { recursive: true, force: true });
  await fs.mkdir(RUNTIME_DIR, { recursive: true });

  if (missingBuilds().length > 0) {
    console.log(`[e2e] no production build for ${missingBuilds().join(', ')} — running pnpm build`);
    execFileSync('pnpm', ['build'], { cwd: ROOT_DIR, stdio: 'inherit' });
  }

  console.log(`[e2e] starting api + static servers (logs in ${RUNTIME_DIR}/logs)`);
  await startStack(e2eConfig, RUNTIME_DIR, {
    dataDir: DATA_DIR,
    apiEnv: {
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '200',
      // The journeys need a real catalogue, not 20,000 products seeding and hashing in the
      // background while they run on two cores.
      CATALOGUE_SEED_SIZE: '3000',
      // The refund journey waits for the follow job's next reading, not five minutes (ADR 048).
      REFUND_POLL_MS: '2000',
      // The stand-ins and the store-analysis journey's fixture store (guarded client allow-list).
      SANDBOX_ALLOWED_ORIGINS: [
        ...(e2eConfig.sandbox.enabled
          ? Object.values(e2eConfig.sandbox.urls).map((url) => new URL(url).origin)
          : []),
        FIXTURE_STORE_ORIGIN,
      ].join(','),
    },
    timeoutMs: 180_000,
  });
  process.env.E2E_RUNTIME_DIR = RUNTIME_DIR;

  return async () => {
    await stopStack(RUNTIME_DIR);
    await fs.rm(DATA_DIR, { recursive: true, force: true });
  };
}
