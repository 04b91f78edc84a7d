import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Every app a test builds writes its log, at trace level, to a file of this test run; the run's
 * global teardown sweeps them all for secrets (security/log-sweep.ts, issue 13 §3.9). Synchronous
 * appends: a jest worker exits without waiting for buffered writes.
 */

/** Where this run's logs go (OMNI_TEST_RUN names the run, see global-setup.cjs). */
export function testLogDirectory(runId = process.env.OMNI_TEST_RUN ?? String(process.pid)): string {
  return path.join(os.tmpdir(), 'omni-api-test-logs', runId);
}

let descriptor: number | null = null;

function open(): number {
  const directory = testLogDirectory();
  fs.mkdirSync(directory, { recursive: true });
  return fs.openSync(
    path.join(directory, `w${process.env.JEST_WORKER_ID ?? '1'}-${process.pid}.log`),
    'a',
  );
}

/** The stream test apps log to. */
export const testLogStream = {
  write(line: string): boolean {
    descriptor ??= open();
    fs.writeSync(descriptor, line);
    return true;
  },
};
