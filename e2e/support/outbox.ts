import { expect, type APIRequestContext } from '@playwright/test';
import { e2eConfig } from './e2e-stack';

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  kind: string;
  links: string[];
  text: string;
  created_at: string;
}

/** Reads the api's development outbox (GET /api/dev/outbox?to=…), newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${e2eConfig.urls.api}/dev/outbox`, { params: { to } });
  expect(response.status(), 'the dev outbox answers (DEV_MAILBOX=1)').toBe(200);
  const body = (await response.json()) as { data: { messages: OutboxMessage[] } | null };
  return body.data?.messages ?? [];
}

/** Waits for the newest message of a kind ('verification' | 'password_reset') sent to `to`. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  kind: string,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, to)).find((message) => message.kind === kind);
        return Boolean(found);
      },
      { message: `a ${kind} e-mail to ${to} in the dev outbox`, timeout: 15_000 },
    )
    .toBe(true);
  return found as OutboxMessage;
}

/** The link of a message that points at a host page, e.g. /auth/email-verification. */
export function linkTo(message: OutboxMessage, pathname: string): string {
  const link = message.links.find((candidate) => new URL(candidate).pathname === pathname);
  if (!link)
    throw new Error(`no ${pathname} link in "${message.subject}": ${message.links.join(', ')}`);
  return link;
}
