import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { users } from '../../db/schema';
import { logIn, signUp } from '../../testing/accounts';
import { call, TEST_PASSWORD_HASHING, testDatabase, useTestApp } from '../../testing/test-app';
import { hashPassword, OWASP_PASSWORD_HASHING } from './password-hashing';

// The API tests' kit hashes at argon2's smallest cost (ADR 038, session 22). These prove that
// what runs outside the kit (server.ts, the worker, the demo seed) keeps OWASP's baseline.
const OWASP_PREFIX = '$argon2id$v=19$m=19456,t=2,p=1$';

const t = useTestApp();

async function storedHash(email: string): Promise<string> {
  const [row] = await t.db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.hash;
}

describe('password hashing', () => {
  it("defaults to OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane", async () => {
    expect(OWASP_PASSWORD_HASHING).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect((await hashPassword('Default9Password')).startsWith(OWASP_PREFIX)).toBe(true);
  });

  it("stores OWASP's cost from an app built as server.ts builds it, and the kit's from the kit's", async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_MAX: '1000',
      DEV_MAILBOX: '1',
    });
    const production = await buildApp({ config, db: testDatabase().appDb });
    try {
      await signUp(production, 'owasp@example.test');
    } finally {
      await production.close();
    }
    expect((await storedHash('owasp@example.test')).startsWith(OWASP_PREFIX)).toBe(true);

    await signUp(t.app, 'kit@example.test');
    const { memoryCost, timeCost, parallelism } = TEST_PASSWORD_HASHING;
    expect(
      (await storedHash('kit@example.test')).startsWith(
        `$argon2id$v=19$m=${memoryCost},t=${timeCost},p=${parallelism}$`,
      ),
    ).toBe(true);

    // argon2 reads the cost from the hash: the kit's app verifies an OWASP hash, and a wrong
    // password still fails against it
    await expect(logIn(t.app, 'owasp@example.test')).resolves.toEqual(expect.any(String));
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'owasp@example.test', password: 'Wrong9Password' },
    });
    expect(wrong.body.message).toBe('InvalidCredentials');
  });
});
