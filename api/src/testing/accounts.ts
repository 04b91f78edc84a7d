import type { FastifyInstance } from 'fastify';
import type { LoginData, OutboxList, User } from '@omni/shared/contracts';
import { call } from './test-app';

export const TEST_PASSWORD = 'Secret123';

/** The newest mail to an address, with its links, through the dev outbox API. */
export async function latestMail(app: FastifyInstance, to: string) {
  const { body } = await call<OutboxList>(
    app,
    'GET',
    `/api/dev/outbox?to=${encodeURIComponent(to)}`,
  );
  const message = body.data?.messages[0];
  if (!message) throw new Error(`no mail to ${to}`);
  return message;
}

/** id and code of the verification link in the newest mail. */
export async function verificationLink(app: FastifyInstance, to: string) {
  const mail = await latestMail(app, to);
  const link = mail.links.find((l) => l.includes('/auth/email-verification'));
  if (!link) throw new Error(`no verification link to ${to}`);
  const url = new URL(link);
  return { id: url.searchParams.get('id') ?? '', code: url.searchParams.get('code') ?? '', link };
}

export interface SignedInUser {
  email: string;
  token: string;
  userId: string;
  workplaceId: string;
}

/** register → mail → verify → login → account: a ready merchant with their first workplace. */
export async function signUp(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<SignedInUser> {
  const registered = await call(app, 'POST', '/api/auth/register', { body: { email, password } });
  if (registered.body.status !== 200)
    throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const { id, code } = await verificationLink(app, email);
  await call(app, 'GET', `/api/auth/verify-email/${id}/${encodeURIComponent(code)}/`);
  const token = await logIn(app, email, password);
  const account = await call<User>(app, 'GET', '/api/auth/account', { token });
  const workplaceId = account.body.data?.workplaces[0]?.id;
  if (!account.body.data || !workplaceId) throw new Error('account without workplace');
  return { email, token, userId: account.body.data.id, workplaceId };
}

export async function logIn(
  app: FastifyInstance,
  email: string,
  password = TEST_PASSWORD,
): Promise<string> {
  const login = await call<LoginData>(app, 'POST', '/api/auth/login', {
    body: { email, password },
  });
  if (!login.body.data) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.data.token;
}
