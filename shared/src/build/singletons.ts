import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHAKEN_SHARED_EXPORTS } from './shaken-shared';

const require = createRequire(import.meta.url);

/**
 * The one table of packages every app shares as a single instance. Versions come from the
 * installed package.json so a bump in one place reaches host and remotes alike.
 */
const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'i18next',
  'react-i18next',
  'antd',
  'dayjs',
  'axios',
] as const;

/**
 * Packages that come with the shared package rather than the apps (no app lists them): TypeBox
 * builds the contracts' schemas, which the host loads at /app, so a remote reuses the host's copy
 * instead of sending its own (~40 KB gzip each). Every entry point the shared package imports is
 * listed: `typebox/value` (Value.Check of the contracts) is a module of its own to federation, and
 * left out it brought TypeBox's type and schema engines into each remote's first visit again.
 */
const SHARED_PACKAGE_DEPENDENCIES = ['typebox', 'typebox/value'] as const;
const SHARED_PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The installed version of a package, read from its package.json (found from its entry point). */
function installedVersion(pkg: string, fromDir: string): string {
  // some packages (TypeBox) do not export their package.json: walk up from the entry point
  let dir = path.dirname(require.resolve(pkg, { paths: [fromDir] }));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name, version } = JSON.parse(readFileSync(manifest, 'utf8')) as {
        name?: string;
        version: string;
      };
      if (name === pkg) return version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json of ${pkg} above ${fromDir}`);
    dir = parent;
  }
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  /** The version provided, when federation cannot read it from the app's own dependencies. */
  version?: string;
  eager?: boolean;
  /** Where the provided module is, when the app itself cannot resolve the package's name. */
  import?: string;
  /** Provided tree-shaken to these exports (SHAKEN_SHARED_EXPORTS). */
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

/**
 * `shaken`: provide the packages of SHAKEN_SHARED_EXPORTS tree-shaken to their list (production
 * builds; a development build does not tree-shake, and federation would build the full copies
 * again on every rebuild).
 */
export function sharedSingletons(
  appDir: string,
  { shaken }: { shaken: boolean } = { shaken: false },
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg, appDir)}` };
    const usedExports = SHAKEN_SHARED_EXPORTS[pkg];
    if (shaken && usedExports) {
      // runtime-infer: the loaded copy is used as it is (no build service decides for it)
      shared[pkg].treeShaking = { mode: 'runtime-infer', usedExports: [...usedExports] };
    }
  }
  // The shared package is shared by prefix so that every subpath (money, session, i18n…) is one
  // instance across host and remotes.
  shared['@omni/shared/'] = { singleton: true, requiredVersion: '^0.1.0' };
  for (const specifier of SHARED_PACKAGE_DEPENDENCIES) {
    const pkg = specifier.split('/')[0]!;
    const version = installedVersion(pkg, SHARED_PACKAGE_DIR);
    shared[specifier] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      import: require.resolve(specifier, { paths: [SHARED_PACKAGE_DIR] }),
    };
  }
  return shared;
}
