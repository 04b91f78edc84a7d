// Which source modules a first visit's bytes come from (pnpm bench --modules): each loaded file's
// minified bytes are mapped to its sources through its source map by source-map-explorer, then
// scaled by that file's gzip ratio as served. Gzipping each mapped range alone (the tool's own
// --gzip) would count gzip's header and dictionary once per range and inflate small modules.
import { promises as fs } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { explore } = require('source-map-explorer');

/**
 * A readable name for a source of a build's source map: `pkg/inner/path` for a file under
 * node_modules (the innermost package), the path from the workspace's app or shared folder for
 * our own sources (`remote-orders/src/…`, `shared/src/…`), the source itself otherwise
 * (webpack's runtime, federation's generated modules).
 */
export function moduleLabel(source) {
  const inPackage = /node_modules\/(?!.*node_modules\/)(.*)$/.exec(source);
  if (inPackage) return inPackage[1].replace(/^\.pnpm\/[^/]+\/node_modules\//, '');
  const own = /((?:host|shared|remote-[a-z]+|api)\/src\/.*)$/.exec(source);
  if (own) return own[1];
  return source.replace(/^webpack:\/\/[^/]*\//, '');
}

/**
 * { module label → estimated gzip bytes } of one built file: its minified bytes per source, times
 * `gzipBytes / rawBytes` of the file. Bytes no mapping covers are listed as `(unmapped)`.
 */
export async function moduleSizesOfFile(filePath, gzipBytes) {
  let map;
  try {
    await fs.access(`${filePath}.map`);
    map = `${filePath}.map`;
  } catch {
    return new Map([['(no source map)', gzipBytes]]);
  }
  const result = await explore(
    { code: filePath, map },
    { noRoot: true, noBorderChecks: true, excludeSourceMapComment: true },
  );
  const [bundle] = result.bundles;
  const ratio = gzipBytes / bundle.totalBytes;
  const sizes = new Map();
  for (const [source, { size }] of Object.entries(bundle.files)) {
    const label = source.startsWith('[') ? '(unmapped)' : moduleLabel(source);
    sizes.set(label, (sizes.get(label) ?? 0) + size * ratio);
  }
  return sizes;
}

/** Adds up { label → bytes } maps and returns [label, bytes] pairs, largest first. */
export function largestModules(sizeMaps, count) {
  const totals = new Map();
  for (const sizes of sizeMaps) {
    for (const [label, bytes] of sizes) totals.set(label, (totals.get(label) ?? 0) + bytes);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);
}
