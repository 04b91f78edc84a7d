import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SecretBox } from '../../security/secret-box';

/**
 * The connect flow's two sealed values. The install ticket (in the link the connect window opens)
 * says who asked to connect which shop to which workplace; the state cookie set when that link is
 * opened binds Shopify's `state` to this browser, as Shopify requires, so a callback another
 * browser started (login CSRF) is refused.
 */
export interface InstallTicket {
  userId: string;
  workplaceId: string;
  shop: string;
  expiresAt: number;
  /** The Shopify staff member the connect started from (a staff ticket): linked on success. */
  staffUserId?: string;
}

/**
 * A staff ticket: a Shopify staff member of `shop`, proven by a session token from that shop's
 * admin, on the way to sign in to our app in a window of its own (session tokens live a minute).
 */
export interface StaffTicket {
  shop: string;
  staffUserId: string;
  expiresAt: number;
}

export interface OAuthCookie extends InstallTicket {
  nonce: string;
}

export const OAUTH_COOKIE = 'omni_shopify_oauth';
/** How long a connect may take, from the install link to the callback. */
export const CONNECT_TTL_MS = 10 * 60_000;

const TICKET_CONTEXT = 'shopify-install-ticket';
const COOKIE_CONTEXT = 'shopify-oauth-cookie';
const STAFF_CONTEXT = 'shopify-staff-ticket';

export const sealTicket = (box: SecretBox, ticket: InstallTicket) =>
  box.seal(JSON.stringify(ticket), TICKET_CONTEXT);

function open<T extends { expiresAt: number }>(
  box: SecretBox,
  sealed: string | undefined,
  context: string,
  now: number,
): T | null {
  if (!sealed) return null;
  try {
    const value = JSON.parse(box.open(sealed, context)) as T;
    return typeof value.expiresAt === 'number' && value.expiresAt > now ? value : null;
  } catch {
    return null;
  }
}

export const openTicket = (box: SecretBox, sealed: string | undefined, now: number) =>
  open<InstallTicket>(box, sealed, TICKET_CONTEXT, now);

export const sealStaffTicket = (box: SecretBox, ticket: StaffTicket) =>
  box.seal(JSON.stringify(ticket), STAFF_CONTEXT);

export const openStaffTicket = (box: SecretBox, sealed: string | undefined, now: number) =>
  open<StaffTicket>(box, sealed, STAFF_CONTEXT, now);

export function sealCookie(
  box: SecretBox,
  ticket: InstallTicket,
): { cookie: string; nonce: string } {
  const nonce = randomBytes(16).toString('hex');
  return {
    nonce,
    cookie: box.seal(JSON.stringify({ ...ticket, nonce } satisfies OAuthCookie), COOKIE_CONTEXT),
  };
}

export const openCookie = (box: SecretBox, sealed: string | undefined, now: number) =>
  open<OAuthCookie>(box, sealed, COOKIE_CONTEXT, now);

export function sameNonce(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One cookie's value from a Cookie header (the sealed values need no decoding). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}
