// Compiles the API for production: `node dist/server.js` (and dist/worker.js, dist/db/*-cli.js)
// instead of tsx, which is for `pnpm --filter ./api dev` only (issue 14 §2).
//
// swc strips the types file by file (no type checking: `pnpm typecheck` does that), starting from
// the entries and following every import, so only what the processes load is compiled. Node's ESM
// loader needs full paths, so relative imports get their `.js` (or `/index.js`), and
// `@omni/shared/<name>` (TypeScript sources in the workspace) becomes a relative import of
// shared/dist/<name>/index.js, compiled here too; shared's own dependencies still resolve from
// shared/node_modules, exactly as under tsx. Source maps beside each file (`--enable-source-maps`).
//
//   node scripts/build.mjs            compile into dist/ (and ../shared/dist/)
//   node scripts/build.mjs --if-stale compile only when a source is newer than the last build
import { transformFile } from '@swc/core';
import { existsSync, promises as fs, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_DIR = path.resolve(API_DIR, '..', 'shared');
export const ENTRIES = ['server.ts', 'worker.ts', 'db/migrate-cli.ts', 'db/seed-cli.ts'];
const STAMP = path.join(API_DIR, 'dist', '.build-stamp.json');

/** Where a source file's compiled output goes. */
function outputOf(file) {
  const inApi = path.relative(path.join(API_DIR, 'src'), file);
  if (!inApi.startsWith('..')) return path.join(API_DIR, 'dist', inApi.replace(/\.ts$/, '.js'));
  const inShared = path.relative(path.join(SHARED_DIR, 'src'), file);
  if (!inShared.startsWith('..'))
    return path.join(SHARED_DIR, 'dist', inShared.replace(/\.ts$/, '.js'));
  throw new Error(`${file} is outside api/src and shared/src`);
}

function resolveSource(fromFile, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('@omni/shared/')) {
    base = path.join(SHARED_DIR, 'src', specifier.slice('@omni/shared/'.length));
  } else return null; // a package: node resolves it from node_modules
  for (const candidate of [`${base}.ts`, path.join(base, 'index.ts'), base]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve '${specifier}' imported by ${fromFile}`);
}

// Every static import, re-export and literal dynamic import as swc prints them (it keeps the
// source's quotes).
const IMPORT = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"'\n]+)\2/g;

export async function build() {
  const started = Date.now();
  await fs.rm(path.join(API_DIR, 'dist'), { recursive: true, force: true });
  await fs.rm(path.join(SHARED_DIR, 'dist'), { recursive: true, force: true });
  const queue = ENTRIES.map((entry) => path.join(API_DIR, 'src', entry));
  const seen = new Set(queue);
  while (queue.length) {
    const file = queue.shift();
    const out = outputOf(file);
    const { code, map } = await transformFile(file, {
      swcrc: false,
      sourceMaps: true,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'es6' },
    });
    const rewritten = code.replace(IMPORT, (match, keyword, quote, specifier) => {
      const source = resolveSource(file, specifier);
      if (!source) return match;
      if (!seen.has(source)) {
        seen.add(source);
        queue.push(source);
      }
      let relative = path.relative(path.dirname(out), outputOf(source)).split(path.sep).join('/');
      if (!relative.startsWith('.')) relative = `./${relative}`;
      return `${keyword}${quote}${relative}${quote}`;
    });
    await fs.mkdir(path.dirname(out), { recursive: true });
    await fs.writeFile(out, `${rewritten}\n//# sourceMappingURL=${path.basename(out)}.map\n`);
    const sourceMap = JSON.parse(map);
    sourceMap.sources = [path.relative(path.dirname(out), file)];
    await fs.writeFile(`${out}.map`, JSON.stringify(sourceMap));
  }
  await fs.writeFile(
    STAMP,
    JSON.stringify({ builtAt: new Date().toISOString(), files: seen.size }, null, 2),
  );
  return { files: seen.size, ms: Date.now() - started };
}

/** The newest modification time under the folders the build reads (0 when there is none). */
function newestSource() {
  let newest = statSync(path.join(API_DIR, 'package.json')).mtimeMs;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  walk(path.join(API_DIR, 'src'));
  walk(path.join(SHARED_DIR, 'src'));
  return newest;
}

/** Whether dist/ is missing or older than a source (a checkout, an edit since the last build). */
export function isStale() {
  if (!existsSync(STAMP)) return true;
  return newestSource() > statSync(STAMP).mtimeMs;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--if-stale') && !isStale()) {
    console.log('api: dist/ is up to date');
  } else {
    const { files, ms } = await build();
    console.log(`api: compiled ${files} files into dist/ and ../shared/dist/ in ${ms} ms`);
  }
}
