import { messageForHttpStatus } from './client-message-keys';
import { fieldErrorI18nKey, fieldNameI18nKey, messageEntry, statusEntry } from './error-catalogue';
import { MessageKey, type FieldError } from './message-keys';
import { BodyStatus } from './status-codes';

/** What the effects need to know of a normalised API result. */
export interface EffectResult {
  status: number;
  success: boolean;
  message: string;
  errors?: FieldError[];
  /** HTTP status of the response; 0 when no response arrived. */
  httpStatus?: number;
}

export interface EffectContext {
  /** HTTP method of the call: only writes get a success toast. */
  method: string;
  embedded: boolean;
  /** Per-request flag: import-tracking, delete-account, AliExpress/CJ import show no toast. */
  silent?: boolean;
  /** Current location pathname, to avoid redirecting to where the user already is. */
  currentPath: string;
  /** Where an embedded session goes on UNAUTHORIZED (auth-install route). */
  authInstallPath: string;
}

export interface ToastSpec {
  type: 'success' | 'error';
  /** i18n key in the `shared` namespace. */
  key: string;
  params?: Record<string, string | number>;
  /** For a field error: the field's display-name key, interpolated as {{field}}. */
  field?: { key: string; name: string };
}

export type EffectAction =
  | { type: 'navigate'; to: string; afterMs: number }
  | { type: 'signOut'; afterMs: number }
  | { type: 'forgetShopId' };

export interface ErrorEffect {
  toast: ToastSpec | null;
  actions: EffectAction[];
}

/** General settings, where an invalid current shop sends a standalone user (spec 000 §8). */
export const GENERAL_SETTINGS_PATH = '/app/setting/account';
/** Delay before signing out or redirecting, so the toast can be read (spec 000 §4, §8). */
export const EFFECT_DELAY_MS = 1000;

const WRITE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const HTTP_MESSAGES = new Set([404, 500, 504]);

function successToast(result: EffectResult, context: EffectContext): ToastSpec | null {
  if (context.silent || !WRITE_METHODS.has(context.method.toLowerCase())) return null;
  // 'Ok' is the plain acknowledgement: only writes that say something specific get a toast
  if (result.message === MessageKey.Ok) return null;
  const entry = messageEntry(result.message);
  return entry ? { type: 'success', key: entry.i18nKey } : null;
}

function failureToast(result: EffectResult, context: EffectContext): ToastSpec | null {
  if (context.silent) return null;
  const status = statusEntry(result.status);
  if (status && !status.toast) return null;
  const firstFieldError = result.errors?.[0];
  if (firstFieldError) {
    return {
      type: 'error',
      key: fieldErrorI18nKey(firstFieldError.message),
      ...(firstFieldError.params ? { params: firstFieldError.params } : {}),
      field: { key: fieldNameI18nKey(firstFieldError.field), name: firstFieldError.field },
    };
  }
  const message = messageEntry(result.message);
  if (message?.toast) return { type: 'error', key: message.i18nKey };
  const httpStatus = result.httpStatus ?? 0;
  if (HTTP_MESSAGES.has(httpStatus)) {
    return { type: 'error', key: messageEntry(messageForHttpStatus(httpStatus))!.i18nKey };
  }
  // 'Server error!' is suppressed; raw text the catalogue does not know is never shown
  if (result.message === MessageKey.ServerError || !status) return null;
  return { type: 'error', key: status.i18nKey };
}

function failureActions(result: EffectResult, context: EffectContext): EffectAction[] {
  if (result.status === BodyStatus.UNAUTHORIZED) {
    return context.embedded
      ? [{ type: 'navigate', to: context.authInstallPath, afterMs: 0 }]
      : [{ type: 'signOut', afterMs: EFFECT_DELAY_MS }];
  }
  if (result.status === BodyStatus.CURRENT_SHOP_ID_INVALID && !context.embedded) {
    const alreadyThere = context.currentPath.replace(/\/+$/, '') === GENERAL_SETTINGS_PATH;
    return alreadyThere
      ? [{ type: 'forgetShopId' }]
      : [
          { type: 'forgetShopId' },
          { type: 'navigate', to: GENERAL_SETTINGS_PATH, afterMs: EFFECT_DELAY_MS },
        ];
  }
  return [];
}

/**
 * The toast and the navigation a result calls for (spec 000 §8), as data, so every rule is
 * tested without a browser. The api-client runs it on every response.
 */
export function decideErrorEffect(result: EffectResult, context: EffectContext): ErrorEffect {
  if (result.success) return { toast: successToast(result, context), actions: [] };
  return { toast: failureToast(result, context), actions: failureActions(result, context) };
}
