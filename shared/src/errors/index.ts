// @omni/shared/errors — the error catalogue of spec 000 §8, shared by the API and the client.
export { BodyStatus, type BodyStatusCode, type BodyStatusName } from './status-codes';
export { MessageKey, QUOTA_REFUSALS, type FieldError, type MessageKeyValue } from './message-keys';
export { HTTP_STATUS_FOR } from './http-status';
export {
  ClientMessageKey,
  messageForHttpStatus,
  type ClientMessageKeyValue,
} from './client-message-keys';
export {
  ERRORS_NAMESPACE,
  MESSAGE_CATALOGUE,
  SILENT_STATUSES,
  STATUS_CATALOGUE,
  fieldErrorI18nKey,
  fieldNameI18nKey,
  messageEntry,
  statusEntry,
  type MessageEntry,
  type StatusEntry,
} from './error-catalogue';
export {
  EFFECT_DELAY_MS,
  GENERAL_SETTINGS_PATH,
  decideErrorEffect,
  type EffectAction,
  type EffectContext,
  type EffectResult,
  type ErrorEffect,
  type ToastSpec,
} from './decide-error-effect';
export {
  humanizeFieldName,
  runErrorEffect,
  translateToast,
  type EffectRunnerDeps,
  type Translate,
} from './run-error-effect';
export { TOAST_SECONDS, createAntdToaster, getToaster, setToaster, type Toaster } from './toaster';
