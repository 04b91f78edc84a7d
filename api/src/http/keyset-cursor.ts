import { MessageKey } from '@omni/shared/errors';
import { badRequest } from './app-error';
import { isUuid } from './is-uuid';

/** Where a keyset page ended: the last row's sort key (as text) and id. */
export interface KeysetCursor {
  key: string;
  id: string;
}

/**
 * Cursor text for keyset pages: the ordering it belongs to, the last row's sort key and id, as
 * base64url JSON. The ordering is checked on the way back so a cursor of one sort is never read
 * as another's.
 */
export function encodeKeysetCursor(ordering: string, cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([ordering, cursor.key, cursor.id])).toString('base64url');
}

/** The cursor, or a 'cursor' field error when it is not one of this ordering with a valid key. */
export function decodeKeysetCursor(
  text: string,
  ordering: string,
  keyIsValid: (key: string) => boolean,
): KeysetCursor {
  const invalid = () =>
    badRequest(MessageKey.ValidationFailed, [
      { field: 'cursor', message: MessageKey.FieldInvalid },
    ]);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalid();
  const [cursorOrdering, key, id] = parsed as unknown[];
  if (cursorOrdering !== ordering || typeof key !== 'string' || !keyIsValid(key)) throw invalid();
  if (typeof id !== 'string' || !isUuid(id)) throw invalid();
  return { key, id };
}

/** A timestamptz as PostgreSQL prints it (`2026-11-25 01:02:03.123456+00`). */
export const isTimestampText = (key: string) =>
  /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/.test(key);
