// node --test scripts/stack: stopping and restarting one service through its runtime folder.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import {
  isPortOpen,
  launchService,
  readService,
  restartService,
  stopAllServices,
  stopService,
  waitForHttp,
} from './services.mjs';

const runtimeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'services-test-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
// A server that, like the api, needs a moment to shut down after SIGTERM.
const server = `
  const server = require('node:http').createServer((_, res) => res.end('ok')).listen(${port}, '127.0.0.1');
  process.on('SIGTERM', () => setTimeout(() => server.close(() => process.exit(0)), 300));
`;
const script = path.join(runtimeDir, 'demo-server.cjs');
await fs.writeFile(script, server);
const spec = { command: process.execPath, args: [script], cwd: os.tmpdir(), port };

after(async () => {
  await stopAllServices(runtimeDir);
  await fs.rm(runtimeDir, { recursive: true, force: true });
});

test('a launched service answers, stops with its port closed, and restarts from its spec', async () => {
  await launchService(runtimeDir, 'demo', spec);
  await waitForHttp(`http://127.0.0.1:${port}/`, { runtimeDir, name: 'demo', timeoutMs: 10_000 });

  await stopService(runtimeDir, 'demo');
  assert.equal(await isPortOpen(port), false);
  assert.equal(readService(runtimeDir, 'demo')?.pid, null);

  await restartService(runtimeDir, 'demo');
  const response = await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000 });
  assert.equal(await response.text(), 'ok');
});

test('launching on a port that is taken fails and names the port', async () => {
  await assert.rejects(launchService(runtimeDir, 'second', spec), new RegExp(`port ${port}`));
});

test('a recorded pid that now runs something else is never signalled', async () => {
  const file = path.join(runtimeDir, 'services', 'stale.json');
  // Our own pid stands in for a recycled one: it is alive but is not the recorded command.
  await fs.writeFile(file, JSON.stringify({ ...spec, port: undefined, pid: process.pid }));
  await stopService(runtimeDir, 'stale');
  assert.equal(readService(runtimeDir, 'stale')?.pid, null);
});

test('the spec is never seen half-written while a service stops, and leaves no scratch file', async () => {
  const name = 'watched';
  const file = path.join(runtimeDir, 'services', `${name}.json`);
  await fs.writeFile(file, JSON.stringify({ ...spec, port: undefined, pid: process.pid }));
  // The start script's watchdog reads the specs every few seconds; read as often as we can.
  let reading = true;
  const reads = (async () => {
    let count = 0;
    while (reading) {
      assert.ok(readService(runtimeDir, name), 'the spec file was missing or empty');
      count += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return count;
  })();
  const fresh = path.join(runtimeDir, 'fresh-spec.json');
  for (let round = 0; round < 50; round += 1) {
    await fs.writeFile(fresh, JSON.stringify({ ...spec, port: undefined, pid: process.pid }));
    await fs.rename(fresh, file);
    await stopService(runtimeDir, name);
  }
  reading = false;
  assert.ok((await reads) > 0);
  const files = await fs.readdir(path.join(runtimeDir, 'services'));
  assert.deepEqual(
    files.filter((entry) => !entry.endsWith('.json')),
    [],
  );
});

test('a spec left truncated by a run that died is treated as no spec, so the next start goes on', async () => {
  await fs.writeFile(path.join(runtimeDir, 'services', 'truncated.json'), '');
  assert.equal(readService(runtimeDir, 'truncated'), null);
  await stopService(runtimeDir, 'truncated');
});
