// Says which shared package each JS file of a federated build belongs to, from the build's own
// mf-manifest.json (every shared package lists the chunks that carry it), so the bench can show
// where the bytes of a first visit go and how much of them no app code can remove.
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Label of the files no shared package claims: the app's own code and the federation runtime. */
export const APP_CODE = '(app code and federation runtime)';

/**
 * Reads `<distDir>/mf-manifest.json` and returns { file name → shared package name }. A chunk
 * listed by several packages (a split-off dependency both use) goes to the first one listed.
 */
export async function sharedPackageOfFile(distDir) {
  const manifest = JSON.parse(await fs.readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const owner = new Map();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) {
      if (!owner.has(file)) owner.set(file, shared.name);
    }
  }
  return owner;
}

/** { npm package → characters of its sources } in a built file, from its source map. */
async function packageSizesOfFile(filePath) {
  let map;
  try {
    map = JSON.parse(await fs.readFile(`${filePath}.map`, 'utf8'));
  } catch {
    return { sizes: new Map(), total: 0 };
  }
  const sizes = new Map();
  let total = 0;
  (map.sources ?? []).forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 0;
    total += size;
    const found = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
    if (found) sizes.set(found[1], (sizes.get(found[1]) ?? 0) + size);
  });
  return { sizes, total };
}

/**
 * Names the npm package a file that no shared package claims is made of, from its source map,
 * when one package makes up nearly all of it (e.g. react-dom/client, which only the host imports
 * and so is bundled rather than shared); undefined for the app's own code.
 */
export async function bundledPackageOfFile(filePath) {
  const { sizes, total } = await packageSizesOfFile(filePath);
  const [largest] = [...sizes].sort((a, b) => b[1] - a[1]);
  return largest && largest[1] >= 0.9 * total ? largest[0] : undefined;
}

/** Every npm package with code in a built file (from its source map). */
export async function packagesOfFile(filePath) {
  return new Set((await packageSizesOfFile(filePath)).sizes.keys());
}

/**
 * Groups the bytes of loaded scripts ({ url → bytes }) by shared package. `ownerOf(url)` names the
 * package of one URL or returns undefined for app code. Returns [package, bytes] sorted largest
 * first.
 */
export function bytesByPackage(scripts, ownerOf) {
  const totals = new Map();
  for (const [url, bytes] of scripts) {
    const name = ownerOf(url) ?? APP_CODE;
    totals.set(name, (totals.get(name) ?? 0) + bytes);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

/**
 * { npm package (or APP_CODE for the app's own sources) → share of the file } from its source
 * map, by characters of source: splits a chunk that mixes several packages (a remote's chunks
 * are rarely one package) so that the bench can say where a visit's bytes come from.
 */
export async function sharesOfFile(filePath) {
  let map;
  try {
    map = JSON.parse(await fs.readFile(`${filePath}.map`, 'utf8'));
  } catch {
    return new Map([[APP_CODE, 1]]);
  }
  const sizes = new Map();
  let total = 0;
  (map.sources ?? []).forEach((source, index) => {
    const size = map.sourcesContent?.[index]?.length ?? 0;
    const found = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(source);
    const name = found ? found[1] : APP_CODE;
    total += size;
    sizes.set(name, (sizes.get(name) ?? 0) + size);
  });
  if (total === 0) return new Map([[APP_CODE, 1]]);
  return new Map([...sizes].map(([name, size]) => [name, size / total]));
}
