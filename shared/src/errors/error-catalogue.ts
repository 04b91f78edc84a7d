import { ClientMessageKey } from './client-message-keys';
import { MessageKey } from './message-keys';
import { BodyStatus, type BodyStatusCode, type BodyStatusName } from './status-codes';

/** The i18n namespace every key of this catalogue lives in. */
export const ERRORS_NAMESPACE = 'shared';

export interface StatusEntry {
  name: BodyStatusName;
  /** Text shown when a failure carries no translatable message of its own. */
  i18nKey: string;
  /** false: the spec says this status never shows the generic toast (its screen handles it). */
  toast: boolean;
}

/** Statuses that never show the generic toast (spec 000 §8). */
export const SILENT_STATUSES: ReadonlySet<BodyStatusCode> = new Set([
  BodyStatus.STORE_INSTALL_WITH_SIGNIN,
  BodyStatus.STORE_INSTALL_WITHOUT_SIGNIN,
  BodyStatus.STORE_INSTALL_FAILURE,
  BodyStatus.QUOTA_EXPIRED,
  BodyStatus.RATE_LIMIT,
  BodyStatus.CONNECT_ACCOUNT_WITH_DUE_PACKAGE,
]);

/** Every body status → its fallback text key and toast rule. */
export const STATUS_CATALOGUE: Record<BodyStatusCode, StatusEntry> = Object.fromEntries(
  (Object.entries(BodyStatus) as [BodyStatusName, BodyStatusCode][]).map(([name, code]) => [
    code,
    { name, i18nKey: `statuses.${name}`, toast: !SILENT_STATUSES.has(code) },
  ]),
) as Record<BodyStatusCode, StatusEntry>;

export function statusEntry(status: number): StatusEntry | undefined {
  return (STATUS_CATALOGUE as Record<number, StatusEntry | undefined>)[status];
}

export interface MessageEntry {
  /** i18n key in the `shared` namespace. */
  i18nKey: string;
  /** false for 'Server error!': the spec suppresses it, details stay in the server logs. */
  toast: boolean;
}

const ALL_MESSAGE_KEYS = { ...MessageKey, ...ClientMessageKey };

/** Every message key (server and client) → its i18n key and whether it may be shown. */
export const MESSAGE_CATALOGUE: ReadonlyMap<string, MessageEntry> = new Map(
  Object.entries(ALL_MESSAGE_KEYS).map(([name, value]) => [
    value,
    { i18nKey: `messages.${name}`, toast: value !== MessageKey.ServerError },
  ]),
);

/** The catalogue entry of a message key; undefined for anything else (raw text is never shown). */
export function messageEntry(message: string | null | undefined): MessageEntry | undefined {
  return message ? MESSAGE_CATALOGUE.get(message) : undefined;
}

/** i18n key of a field error message (`errors[].message`), e.g. fieldErrors.FieldTooShort. */
export function fieldErrorI18nKey(message: string): string {
  return `fieldErrors.${message}`;
}

/** i18n key of a field's display name (`errors[].field`), e.g. fields.email. */
export function fieldNameI18nKey(field: string): string {
  return `fields.${field.replace(/\./g, '_')}`;
}
