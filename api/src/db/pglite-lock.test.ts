import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquirePgliteLock } from './pglite-lock';

describe('acquirePgliteLock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'omni-lock-'));
  const dataDir = path.join(dir, 'pglite');

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses a second holder while the first lives, and frees the folder on release', () => {
    const release = acquirePgliteLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    expect(() => acquirePgliteLock(dataDir)).toThrow(/in use by process/);
    release();
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    acquirePgliteLock(dataDir)();
  });

  it('takes over a lock left by a process that no longer exists', () => {
    fs.writeFileSync(`${dataDir}.lock`, '999999999');
    const release = acquirePgliteLock(dataDir);
    expect(fs.readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
