import type { LoginData, RegisterData, User, VerifyEmailData } from '@omni/shared/contracts';
import { latestMail, logIn, signUp, TEST_PASSWORD, verificationLink } from '../../testing/accounts';
import { call, useTestApp } from '../../testing/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';

const t = useTestApp();

describe('register → verification mail → verify → login → account', () => {
  it('walks the whole sign-up journey', async () => {
    const registered = await call<RegisterData>(t.app, 'POST', '/api/auth/register', {
      body: {
        email: 'Ann@Example.test',
        password: TEST_PASSWORD,
        first_name: 'Ann',
        last_name: 'Lee',
      },
    });
    expect(registered.http).toBe(200);
    expect(registered.body).toEqual({
      status: 200,
      message: 'Registered',
      data: { email: 'ann@example.test' },
    });

    const mail = await latestMail(t.app, 'ann@example.test');
    expect(mail.kind).toBe('verification');
    const { id, code, link } = await verificationLink(t.app, 'ann@example.test');
    expect(link.startsWith('http://127.0.0.1:3000/auth/email-verification?id=')).toBe(true);

    const early = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'ann@example.test', password: TEST_PASSWORD },
    });
    expect(early.http).toBe(403);
    expect(early.body).toMatchObject({ status: 110, message: 'EmailNotVerified', data: null });

    const verified = await call<VerifyEmailData>(
      t.app,
      'GET',
      `/api/auth/verify-email/${id}/${code}/`,
    );
    expect(verified.body).toEqual({
      status: 200,
      message: 'EmailVerified',
      data: { verified: true },
    });
    // A second click on the same link is not an error.
    const again = await call(t.app, 'GET', `/api/auth/verify-email/${id}/${code}`);
    expect(again.body).toMatchObject({ status: 200, message: 'EmailAlreadyVerified' });

    const login = await call<LoginData>(t.app, 'POST', '/api/auth/login', {
      body: { email: 'ANN@example.test', password: TEST_PASSWORD },
    });
    expect(login.body.status).toBe(200);
    expect(login.body.data?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expiresIn = Date.parse(login.body.data!.expires_at) - t.clock.now().getTime();
    expect(Math.round(expiresIn / 86_400_000)).toBe(180);

    const account = await call<User>(t.app, 'GET', '/api/auth/account', {
      token: login.body.data!.token,
    });
    expect(account.body.data).toMatchObject({
      email: 'ann@example.test',
      first_name: 'Ann',
      last_name: 'Lee',
      email_verified: true,
      language: 'en',
      has_shop: false,
      is_workplace_no_store: true,
      is_new_pricing_mvp: true,
      onboarding_enabled: true,
      plan: { key: 'FREE', name: 'Free' },
      linked_stores: { shopify: [], woocommerce: [], tiktok: [] },
    });
    expect(account.body.data?.workplaces).toHaveLength(1);
  });

  it('rejects a wrong or expired verification code', async () => {
    await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'bo@example.test', password: TEST_PASSWORD },
    });
    const { id, code } = await verificationLink(t.app, 'bo@example.test');
    const wrong = await call(t.app, 'GET', `/api/auth/verify-email/${id}/not-the-code/`);
    expect(wrong.body).toMatchObject({ status: 201, message: 'InvalidOrExpiredLink' });
    const notAnId = await call(t.app, 'GET', `/api/auth/verify-email/123/${code}/`);
    expect(notAnId.body).toMatchObject({ status: 201, message: 'InvalidOrExpiredLink' });
    t.clock.advance(25 * 3_600_000);
    const expired = await call(t.app, 'GET', `/api/auth/verify-email/${id}/${code}/`);
    expect(expired.body).toMatchObject({ status: 201, message: 'InvalidOrExpiredLink' });
  });

  it('uses the locale header for the language of the account and its mail', async () => {
    await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'de@example.test', password: TEST_PASSWORD },
      headers: { locale: 'de' },
    });
    expect((await latestMail(t.app, 'de@example.test')).subject).toBe(
      'Bestätigen Sie Ihre E-Mail-Adresse',
    );
  });

  it('answers a sign-up of a registered address like any other, and tells the owner by e-mail (F6)', async () => {
    await signUp(t.app, 'dup@example.test');
    const fresh = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'new@example.test', password: 'Other1234' },
    });
    const again = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'DUP@example.test', password: 'Other1234' },
    });
    expect({ http: again.http, status: again.body.status, message: again.body.message }).toEqual({
      http: fresh.http,
      status: fresh.body.status,
      message: fresh.body.message,
    });
    expect(again.body.data).toEqual({ email: 'dup@example.test' });
    const mail = await latestMail(t.app, 'dup@example.test');
    expect(mail.subject).toBe('You already have an account');
    expect(mail.links.some((link) => link.includes('/reset-password?token='))).toBe(true);
    // the account is untouched: its own password still signs in, the other one does not
    await logIn(t.app, 'dup@example.test');
    const other = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'dup@example.test', password: 'Other1234' },
    });
    expect(other.body.message).toBe('InvalidCredentials');
  });

  it('lets exactly one of two simultaneous sign-ups of one address win, both answered alike', async () => {
    const body = { email: 'race@example.test', password: TEST_PASSWORD };
    const answers = await Promise.all([
      call(t.app, 'POST', '/api/auth/register', { body }),
      call(t.app, 'POST', '/api/auth/register', { body }),
    ]);
    expect(answers.map((a) => a.body.message)).toEqual(['Registered', 'Registered']);
    const accounts = await t.db.select().from(users).where(eq(users.email, 'race@example.test'));
    expect(accounts).toHaveLength(1);
  });

  it('resends verification only to unverified addresses and answers the same for unknown ones', async () => {
    await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'cy@example.test', password: TEST_PASSWORD },
    });
    const known = await call(t.app, 'POST', '/api/auth/send-verification-email', {
      body: { email: 'cy@example.test' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/send-verification-email', {
      body: { email: 'nobody@example.test' },
    });
    expect(known.body).toEqual({ status: 200, message: 'VerificationEmailSent', data: null });
    expect(unknown.body).toEqual(known.body);
    const outbox = await call<{ messages: unknown[] }>(
      t.app,
      'GET',
      '/api/dev/outbox?to=cy@example.test',
    );
    expect(outbox.body.data?.messages).toHaveLength(2);
  });
});

describe('login failures', () => {
  it('answers InvalidCredentials for a wrong password and for an unknown address alike', async () => {
    await signUp(t.app, 'dee@example.test');
    const wrong = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'dee@example.test', password: 'Wrong1234' },
    });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'who@example.test', password: 'Wrong1234' },
    });
    expect(wrong.http).toBe(400);
    expect(wrong.body).toEqual({ status: 201, message: 'InvalidCredentials', data: null });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('reports validation errors per field with stable keys', async () => {
    const empty = await call(t.app, 'POST', '/api/auth/register', { body: {} });
    expect(empty.http).toBe(400);
    expect(empty.body.status).toBe(201);
    expect(empty.body.message).toBe('ValidationFailed');
    expect(empty.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'FieldRequired' },
        { field: 'password', message: 'FieldRequired' },
      ]),
    );

    const bad = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'not-an-email', password: 'short1', first_name: 'x'.repeat(101) },
    });
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'FieldInvalidEmail', params: { format: 'email' } },
        { field: 'password', message: 'FieldTooShort', params: { min: 8 } },
        { field: 'first_name', message: 'FieldTooLong', params: { max: 100 } },
      ]),
    );

    const noDigit = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'a@example.test', password: 'lettersonly' },
    });
    expect(noDigit.body.errors).toEqual([
      { field: 'password', message: 'FieldInvalid', params: { rule: 'letterAndDigit' } },
    ]);
    const noLetter = await call(t.app, 'POST', '/api/auth/register', {
      body: { email: 'a@example.test', password: '1234567890' },
    });
    expect(noLetter.body.errors).toEqual([
      { field: 'password', message: 'FieldInvalid', params: { rule: 'letterAndDigit' } },
    ]);
  });

  it('answers a malformed JSON body inside the envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 201, message: 'ValidationFailed', data: null });
  });
});

describe('sessions', () => {
  it('requires a valid bearer token', async () => {
    const none = await call(t.app, 'GET', '/api/auth/account');
    expect(none.http).toBe(401);
    expect(none.body).toEqual({ status: 101, message: 'Unauthorized', data: null });
    const forged = await call(t.app, 'GET', '/api/auth/account', { token: 'A'.repeat(43) });
    expect(forged.body.status).toBe(101);
  });

  it('logout revokes the token and only that token', async () => {
    const user = await signUp(t.app, 'eve@example.test');
    const second = await logIn(t.app, 'eve@example.test');
    const out = await call(t.app, 'POST', '/api/auth/logout', { token: user.token });
    expect(out.body).toEqual({ status: 200, message: 'LoggedOut', data: null });
    expect((await call(t.app, 'GET', '/api/auth/account', { token: user.token })).body.status).toBe(
      101,
    );
    expect((await call(t.app, 'GET', '/api/auth/account', { token: second })).body.status).toBe(
      200,
    );
  });

  it('expires sessions after SESSION_TTL_DAYS', async () => {
    const user = await signUp(t.app, 'old@example.test');
    t.clock.advance(181 * 86_400_000);
    expect((await call(t.app, 'GET', '/api/auth/account', { token: user.token })).body.status).toBe(
      101,
    );
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link, sets the new password and signs out every session', async () => {
    const user = await signUp(t.app, 'fay@example.test');
    // signed in and recently checked (the auth cache holds the session)
    expect((await call(t.app, 'GET', '/api/auth/account', { token: user.token })).body.status).toBe(
      200,
    );
    const forgot = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'fay@example.test' },
    });
    expect(forgot.body).toEqual({ status: 200, message: 'PasswordResetEmailSent', data: null });
    const mail = await latestMail(t.app, 'fay@example.test');
    expect(mail.kind).toBe('password_reset');
    const link = mail.links.find((l) =>
      l.startsWith('http://127.0.0.1:3000/reset-password?token='),
    );
    const token = new URL(link!).searchParams.get('token')!;

    const reset = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'NewSecret99' },
    });
    expect(reset.body).toEqual({ status: 200, message: 'PasswordChanged', data: null });
    expect((await call(t.app, 'GET', '/api/auth/account', { token: user.token })).body.status).toBe(
      101,
    );
    const oldPassword = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'fay@example.test', password: TEST_PASSWORD },
    });
    expect(oldPassword.body.message).toBe('InvalidCredentials');
    expect(await logIn(t.app, 'fay@example.test', 'NewSecret99')).toBeTruthy();

    const reused = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'Another99' },
    });
    expect(reused.body).toMatchObject({ status: 201, message: 'InvalidOrExpiredLink' });
  });

  it('answers OK for unknown addresses without sending anything, and expires links after an hour', async () => {
    const unknown = await call(t.app, 'POST', '/api/auth/forgot-password', {
      body: { email: 'ghost@example.test' },
    });
    expect(unknown.body.status).toBe(200);
    const outbox = await call<{ messages: unknown[] }>(
      t.app,
      'GET',
      '/api/dev/outbox?to=ghost@example.test',
    );
    expect(outbox.body.data?.messages).toEqual([]);

    await signUp(t.app, 'gil@example.test');
    await call(t.app, 'POST', '/api/auth/forgot-password', { body: { email: 'gil@example.test' } });
    const token = new URL((await latestMail(t.app, 'gil@example.test')).links[0]!).searchParams.get(
      'token',
    )!;
    t.clock.advance(61 * 60_000);
    const late = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'NewSecret99' },
    });
    expect(late.body.message).toBe('InvalidOrExpiredLink');
  });

  it('applies the password rule to the new password', async () => {
    const weak = await call(t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'x', password: 'short' },
    });
    expect(weak.body.errors).toEqual([
      { field: 'password', message: 'FieldTooShort', params: { min: 8 } },
    ]);
  });
});
