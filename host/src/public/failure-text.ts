import type { TFunction } from 'i18next';
import type { ApiResult } from '@omni/shared/fetch-api';
import { decideErrorEffect, fieldErrorI18nKey, translateToast } from '@omni/shared/errors';

export interface FailureText {
  /** Translated field errors of the fields the form shows, by field name. */
  fields: Record<string, string>;
  /** What the app's toast would have said, shown above the form instead; null when nothing. */
  message: string | null;
}

/**
 * A refused call in the words the app uses (spec 000 §8's catalogue, `shared` namespace): the
 * field errors of the form's own fields on those fields, anything else as the message the
 * axios client would have toasted (the public entry has no toasts: it shows it in the form).
 */
export function failureText(
  result: ApiResult<unknown>,
  t: TFunction,
  formFields: readonly string[],
): FailureText {
  const fields: Record<string, string> = {};
  for (const error of result.errors ?? []) {
    if (formFields.includes(error.field) && !fields[error.field])
      fields[error.field] = t(fieldErrorI18nKey(error.message), { ns: 'shared', ...error.params });
  }
  if (Object.keys(fields).length > 0) return { fields, message: null };
  const { toast } = decideErrorEffect(result, {
    method: 'post',
    embedded: false,
    currentPath: window.location.pathname,
    authInstallPath: '',
  });
  return {
    fields,
    message: toast ? translateToast(toast, (key, options) => t(key, options)) : null,
  };
}
