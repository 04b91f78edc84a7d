// node --test scripts/stack: attributing a build's files to its shared packages (pnpm bench).
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  APP_CODE,
  bundledPackageOfFile,
  bytesByPackage,
  sharedPackageOfFile,
} from './shared-attribution.mjs';

test('files are attributed to the shared package whose chunks list them, first listing wins', async () => {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shared-attribution-'));
  try {
    const manifest = {
      shared: [
        { name: 'react-dom', assets: { js: { sync: ['1.js', '2.js'], async: [] } } },
        { name: 'antd', assets: { js: { sync: ['3.js'], async: ['4.js'] } } },
        { name: 'scheduler-user', assets: { js: { sync: ['2.js'], async: [] } } },
      ],
    };
    await fs.writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    const owner = await sharedPackageOfFile(dist);
    assert.equal(owner.get('1.js'), 'react-dom');
    assert.equal(owner.get('2.js'), 'react-dom');
    assert.equal(owner.get('4.js'), 'antd');
    assert.equal(owner.get('main.js'), undefined);
  } finally {
    await fs.rm(dist, { recursive: true, force: true });
  }
});

test('bytes are grouped by package, unclaimed files count as app code, largest first', () => {
  const scripts = new Map([
    ['http://h/1.js', 60],
    ['http://h/2.js', 5],
    ['http://h/3.js', 400],
    ['http://h/main.js', 30],
  ]);
  const owners = { '1.js': 'react-dom', '2.js': 'react-dom', '3.js': 'antd' };
  const grouped = bytesByPackage(scripts, (url) => owners[url.split('/').pop()]);
  assert.deepEqual(grouped, [
    ['antd', 400],
    ['react-dom', 65],
    [APP_CODE, 30],
  ]);
});

test('a bundled file is named after the package that makes up nearly all of its sources', async () => {
  const dist = await fs.mkdtemp(path.join(os.tmpdir(), 'shared-attribution-'));
  const writeMap = (file, sources) =>
    fs.writeFile(
      path.join(dist, `${file}.map`),
      JSON.stringify({ sources: Object.keys(sources), sourcesContent: Object.values(sources) }),
    );
  try {
    await writeMap('client.js', {
      'webpack://host/../node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js':
        'x'.repeat(95),
      'webpack://host/./src/index.ts': 'y'.repeat(5),
    });
    await writeMap('main.js', {
      'webpack://host/../node_modules/.pnpm/react-dom@19/node_modules/react-dom/client.js':
        'x'.repeat(50),
      'webpack://host/./src/app.tsx': 'y'.repeat(50),
    });
    assert.equal(await bundledPackageOfFile(path.join(dist, 'client.js')), 'react-dom');
    assert.equal(await bundledPackageOfFile(path.join(dist, 'main.js')), undefined);
    assert.equal(await bundledPackageOfFile(path.join(dist, 'no-map.js')), undefined);
  } finally {
    await fs.rm(dist, { recursive: true, force: true });
  }
});
