import { createRequire } from 'node:module';

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

function installedVersion(pkg: string, fromDir: string): string {
  const manifest = require(require.resolve(`${pkg}/package.json`, { paths: [fromDir] })) as {
    version: string;
  };
  return manifest.version;
}

export interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  eager?: boolean;
}

export function sharedSingletons(appDir: string): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const pkg of SINGLETON_PACKAGES) {
    shared[pkg] = { singleton: true, requiredVersion: `^${installedVersion(pkg, appDir)}` };
  }
  // The shared package is shared by prefix so that every subpath (money, session, i18n…) is one
  // instance across host and remotes.
  shared['@omni/shared/'] = { singleton: true, requiredVersion: '^0.1.0' };
  return shared;
}
