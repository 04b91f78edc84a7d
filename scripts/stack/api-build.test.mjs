// node --test scripts/stack: the api as start.sh, the e2e stack and the bench run it — compiled
// JavaScript under plain node (api/scripts/build.mjs), no tsx.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT_DIR } from './stack-config.mjs';
import { ensureApiBuild } from './stack.mjs';

const API_DIR = path.join(ROOT_DIR, 'api');

test('the api start script runs node on the compiled server, not tsx', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(API_DIR, 'package.json'), 'utf8'));
  for (const name of ['start', 'worker', 'migrate', 'seed']) {
    assert.match(scripts[name], /^node .*dist\/.+\.js$/, `${name}: ${scripts[name]}`);
  }
  assert.match(scripts.dev, /^tsx /);
});

test('the compiled api loads under plain node: every import resolves', () => {
  ensureApiBuild();
  for (const entry of ['server.js', 'worker.js', 'db/migrate-cli.js', 'db/seed-cli.js']) {
    assert.ok(existsSync(path.join(API_DIR, 'dist', entry)), `dist/${entry}`);
  }
  // The modules behind the entries (importing an entry would start it): the whole app, the worker
  // and the migrations, with @omni/shared from shared/dist. Any missing file or extension fails.
  const modules = ['app.js', 'worker-process.js', 'db/migrate.js', 'db/seed/seed-database.js'];
  const code = modules
    .map((file) => `await import(${JSON.stringify(path.join(API_DIR, 'dist', file))});`)
    .join('\n');
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', `${code}\nconsole.log('loaded');`],
    { cwd: API_DIR, env: { ...process.env, NODE_OPTIONS: '' }, encoding: 'utf8' },
  );
  assert.match(output, /loaded/);
});
