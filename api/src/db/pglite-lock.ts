import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no cross-process lock, and two processes on one data folder corrupt it. We take a
 * lock file beside the folder holding our pid; a lock left by a dead process is taken over.
 */
export function acquirePgliteLock(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  fs.mkdirSync(path.dirname(lockPath), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      return () => {
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new Error(
          `The PGlite data folder ${dataDir} is in use by process ${holder}. Stop it, or set PGLITE_DATA_DIR ` +
            'to another folder, or DATABASE_URL to use PostgreSQL.',
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the PGlite lock ${lockPath}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
