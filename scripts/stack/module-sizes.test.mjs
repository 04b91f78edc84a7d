// node --test scripts/stack: the bench's largest modules of a visit (pnpm bench --modules).
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { largestModules, moduleLabel, moduleSizesOfFile } from './module-sizes.mjs';

test('modules are named by their package path or their app folder', () => {
  assert.equal(
    moduleLabel(
      'webpack://orders/../node_modules/.pnpm/typebox@1.4.3/node_modules/typebox/build/a.mjs',
    ),
    'typebox/build/a.mjs',
  );
  assert.equal(
    moduleLabel('webpack://orders/./node_modules/@tanstack/virtual-core/dist/esm/index.js'),
    '@tanstack/virtual-core/dist/esm/index.js',
  );
  assert.equal(
    moduleLabel('webpack://orders/../shared/src/money/format.ts'),
    'shared/src/money/format.ts',
  );
  assert.equal(moduleLabel('webpack://orders/webpack/runtime/sharing'), 'webpack/runtime/sharing');
});

test('a file’s gzip bytes are shared among its sources by their minified bytes', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'module-sizes-'));
  try {
    const file = path.join(dir, 'chunk.js');
    // line 1 comes from a.ts, line 2 (three times longer) from a package
    await fs.writeFile(file, 'var a=1;\nvar b=1;var c=2;var d=3;');
    const map = {
      version: 3,
      sources: ['webpack://app/./src/a.ts', 'webpack://app/./node_modules/pkg/b.js'],
      sourcesContent: ['', ''],
      names: [],
      mappings: 'AAAA;ACAA',
    };
    await fs.writeFile(`${file}.map`, JSON.stringify(map));
    const sizes = await moduleSizesOfFile(file, 340);
    const a = sizes.get('src/a.ts') ?? 0;
    const b = sizes.get('pkg/b.js') ?? 0;
    assert.ok(a > 0 && b > 0, JSON.stringify([...sizes]));
    assert.ok(Math.abs(b / a - 3) < 0.01, `pkg/b.js ${b}, src/a.ts ${a}`);
    const total = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
    assert.ok(total <= 340 + 1e-9);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

test('a file without a source map counts whole; visits add up, largest first', async () => {
  const sizes = await moduleSizesOfFile('/nonexistent/chunk.js', 100);
  assert.deepEqual([...sizes], [['(no source map)', 100]]);
  const totals = largestModules(
    [
      new Map([
        ['x', 10],
        ['y', 5],
      ]),
      new Map([['y', 20]]),
    ],
    1,
  );
  assert.deepEqual(totals, [['y', 25]]);
});
