import fs from 'node:fs';
import path from 'node:path';

/**
 * The api/ folder, found from the working directory (the package scripts run in api/, the root
 * scripts in the repo root). Not derived from import.meta so the same code runs under jest (CJS).
 */
export function findApiRoot(cwd: string = process.cwd()): string {
  const candidates = [cwd, path.join(cwd, 'api')];
  for (let dir = cwd; dir !== path.dirname(dir); dir = path.dirname(dir)) candidates.push(dir);
  for (const dir of candidates) {
    const manifest = path.join(dir, 'package.json');
    if (
      fs.existsSync(manifest) &&
      fs.readFileSync(manifest, 'utf8').includes('"name": "@omni/api"')
    )
      return dir;
  }
  throw new Error(
    `Cannot find the api/ package from ${cwd}; run the API from the repository or api/ folder.`,
  );
}
