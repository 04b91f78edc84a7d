// The remote's own production config, unchanged except that one translation is patched on the
// way in and the output goes to a temporary folder (E2E_PATCH_* variables, set by
// rebuild-remote.ts). Run with the remote folder as working directory.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { E2E_PATCH_REMOTE_DIR, E2E_PATCH_FILE, E2E_PATCH_KEY, E2E_PATCH_VALUE, E2E_PATCH_OUT } =
  process.env;

export default async (env, argv) => {
  if (!E2E_PATCH_REMOTE_DIR || !E2E_PATCH_FILE || !E2E_PATCH_KEY || !E2E_PATCH_OUT) {
    throw new Error('patched-remote config needs E2E_PATCH_REMOTE_DIR, _FILE, _KEY, _VALUE, _OUT');
  }
  const remoteConfig = await import(
    pathToFileURL(path.join(E2E_PATCH_REMOTE_DIR, 'webpack.config.ts')).href
  );
  const base = remoteConfig.default;
  const config = typeof base === 'function' ? await base(env, argv) : base;
  const target = path.resolve(E2E_PATCH_REMOTE_DIR, E2E_PATCH_FILE);
  config.output = { ...config.output, path: E2E_PATCH_OUT };
  config.module.rules.push({
    test: (resource) => resource === target,
    use: [
      {
        loader: path.join(here, 'json-patch-loader.cjs'),
        options: { key: E2E_PATCH_KEY, value: E2E_PATCH_VALUE ?? '' },
      },
    ],
  });
  return config;
};
