import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { ApiError } from '@omni/shared/api-client';
import { fieldErrorI18nKey } from '@omni/shared/errors';

/**
 * Puts the API's field errors (ValidationFailed) on the matching fields of the form, translated.
 * Returns true when at least one field error was shown. The typed values stay as they are.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  t: TFunction,
  knownFields: readonly string[],
): boolean {
  if (!(error instanceof ApiError) || !error.result.errors) return false;
  const fields = error.result.errors
    .filter((fieldError) => knownFields.includes(fieldError.field))
    .map((fieldError) => ({
      name: fieldError.field,
      errors: [t(fieldErrorI18nKey(fieldError.message), { ns: 'shared', ...fieldError.params })],
    }));
  form.setFields(fields);
  return fields.length > 0;
}

/** The API result of a failed call, if the error is one. */
export const failedResult = (error: unknown) => (error instanceof ApiError ? error.result : null);
