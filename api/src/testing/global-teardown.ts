import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_SHOPIFY_API_SECRET } from '../integrations/shopify/shopify-config';
import { DEMO_PASSWORD } from '../db/seed/demo-merchant';
import { DEVELOPMENT_SECRET_BOX_KEY } from '../security/secret-box';
import { sweepLog, type LogFinding } from '../security/log-sweep';
import { TEST_PASSWORD } from './accounts';
import { testLogDirectory } from './test-logs';

// plain CommonJS beside this file: the jest environment loads them untransformed
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const { usePostgres, dropRunDatabases } = require('./test-databases.cjs') as {
  usePostgres(): boolean;
  dropRunDatabases(): Promise<void>;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const { closeWorkerDatabase } = require('./database-environment.cjs') as {
  closeWorkerDatabase(): Promise<void>;
};

/** Secrets the tests and stand-ins use, looked for literally besides the sweep's patterns. */
const KNOWN_SECRETS = [
  SANDBOX_SHOPIFY_API_SECRET,
  'sandbox-aliexpress-app-secret',
  TEST_PASSWORD,
  DEMO_PASSWORD,
  DEVELOPMENT_SECRET_BOX_KEY.toString('hex'),
  DEVELOPMENT_SECRET_BOX_KEY.toString('base64'),
];

/**
 * Issue 13 §3.9: after the suite, the logs of every app the tests built (test-logs.ts) hold no
 * secret, token, password hash, card number or e-mail address. Fails the run otherwise.
 */
function sweepRunLogs(): void {
  const directory = testLogDirectory();
  if (!fs.existsSync(directory)) return;
  let lines = 0;
  const findings: (LogFinding & { file: string })[] = [];
  for (const file of fs.readdirSync(directory)) {
    const sweep = sweepLog(fs.readFileSync(path.join(directory, file), 'utf8'), KNOWN_SECRETS);
    lines += sweep.lines;
    findings.push(...sweep.findings.map((finding) => ({ ...finding, file })));
  }
  const kinds = new Map<string, number>();
  for (const finding of findings) kinds.set(finding.kind, (kinds.get(finding.kind) ?? 0) + 1);
  console.log(
    `\nlog sweep: ${lines} log lines of the apps under test, ${findings.length} secrets found` +
      (findings.length ? ` (${[...kinds].map(([kind, n]) => `${n} ${kind}`).join(', ')})` : ''),
  );
  if (findings.length === 0) {
    fs.rmSync(directory, { recursive: true, force: true });
    return;
  }
  const shown = findings
    .slice(0, 20)
    .map((f) => `  ${f.kind} at ${path.join(directory, f.file)}:${f.line}: ${f.excerpt}`);
  throw new Error(`The test run's logs hold secrets:\n${shown.join('\n')}`);
}

export default async function globalTeardown(): Promise<void> {
  // In-band runs (one test file) keep the worker database in this very process.
  await closeWorkerDatabase();
  if (usePostgres()) await dropRunDatabases();
  sweepRunLogs();
}
