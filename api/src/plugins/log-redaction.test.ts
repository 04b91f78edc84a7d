import { PassThrough } from 'node:stream';
import type { LoginData } from '@omni/shared/contracts';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { users } from '../db/schema';
import { hashPassword } from '../modules/auth/password-hashing';
import { latestMail } from '../testing/accounts';
import { call, testDatabase, useTestApp } from '../testing/test-app';

useTestApp();

describe('logging', () => {
  it('never writes passwords, hashes, bearer or mailed tokens, or e-mail addresses to the log (F3)', async () => {
    const stream = new PassThrough();
    const lines: string[] = [];
    stream.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
    const db = testDatabase().db;
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'trace',
        AUTH_RATE_LIMIT_MAX: '1000',
        DEV_MAILBOX: '1',
      }),
      db,
      logStream: stream,
    });
    app.get('/api/boom', async (request) => {
      request.log.info({ password: 'Logged9Password', token: 'logged-token' }, 'careless log call');
      throw new Error('boom');
    });
    // F3: a failed insert carries its parameters (a password hash, an e-mail) in the error
    const hash = await hashPassword('Hashed9Password');
    app.get('/api/boom-insert', async () => {
      await db.insert(users).values({ email: 'log@example.test', passwordHash: hash });
      return null;
    });

    const password = 'Unique9Password';
    await call(app, 'POST', '/api/auth/register', {
      body: { email: 'log@example.test', password },
    });
    const code = new URL((await latestMail(app, 'log@example.test')).links[0]!).searchParams.get(
      'code',
    )!;
    const mail = await latestMail(app, 'log@example.test');
    const id = new URL(mail.links[0]!).searchParams.get('id')!;
    await call(app, 'GET', `/api/auth/verify-email/${id}/${code}`);
    const login = await call<LoginData>(app, 'POST', '/api/auth/login', {
      body: { email: 'log@example.test', password },
    });
    const token = login.body.data!.token;
    await call(app, 'GET', '/api/auth/account', { token });
    await app.inject({
      method: 'GET',
      url: '/api/boom',
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await app.inject({ method: 'GET', url: '/api/boom-insert' })).statusCode).toBe(500);
    await app.close();

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).toContain('careless log call');
    expect(log).toContain('Failed query');
    for (const secret of [
      password,
      token,
      code,
      'Logged9Password',
      'logged-token',
      hash,
      '$argon2id',
      'log@example.test',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});
