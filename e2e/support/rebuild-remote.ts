import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { E2E_DIR, ROOT_DIR } from './e2e-stack';
import type { RemoteName } from './stack-control';

const run = promisify(execFile);

export interface TranslationPatch {
  /** Locale file relative to the remote folder, e.g. src/i18n/locales/en.json. */
  file: string;
  /** Dotted key, e.g. orderCenter.title. */
  key: string;
  value: string;
}

/**
 * Builds one remote for production from its real sources and config, with one translation
 * changed, into a temporary folder; the working tree and the remote's dist stay as they were.
 * Returns the output folder (the caller removes it).
 */
export async function buildPatchedRemote(
  remote: RemoteName,
  patch: TranslationPatch,
): Promise<string> {
  const remoteDir = path.join(ROOT_DIR, `remote-${remote}`);
  const out = await fs.mkdtemp(path.join(os.tmpdir(), `omni-e2e-${remote}-`));
  await run(
    'pnpm',
    [
      'exec',
      'webpack',
      '--config',
      path.join(E2E_DIR, 'support', 'patched-remote.webpack.config.mjs'),
      '--mode',
      'production',
    ],
    {
      cwd: remoteDir,
      env: {
        ...process.env,
        NODE_OPTIONS: '--import tsx',
        E2E_PATCH_REMOTE_DIR: remoteDir,
        E2E_PATCH_FILE: patch.file,
        E2E_PATCH_KEY: patch.key,
        E2E_PATCH_VALUE: patch.value,
        E2E_PATCH_OUT: out,
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return out;
}
