import { PASSWORD_PATTERN } from '@omni/shared/contracts';
import { MessageKey, type FieldError } from '@omni/shared/errors';

/** The part of an Ajv error we read (Fastify passes Ajv's errors as `error.validation`). */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

function fieldName(instancePath: string, child?: unknown): string {
  const parts = instancePath.split('/').filter(Boolean);
  if (typeof child === 'string' && child) parts.push(child);
  return parts.join('.');
}

/** One Ajv issue → one field error with a stable message key and its limits as params. */
export function toFieldError(issue: ValidationIssue): FieldError {
  const { keyword, params } = issue;
  switch (keyword) {
    case 'required':
      return {
        field: fieldName(issue.instancePath, params.missingProperty),
        message: MessageKey.FieldRequired,
      };
    case 'format':
      return {
        field: fieldName(issue.instancePath),
        message: params.format === 'email' ? MessageKey.FieldInvalidEmail : MessageKey.FieldInvalid,
        params: { format: String(params.format) },
      };
    case 'minLength': {
      const min = Number(params.limit);
      // A blank required text is "required", not "too short by one".
      if (min <= 1)
        return { field: fieldName(issue.instancePath), message: MessageKey.FieldRequired };
      return {
        field: fieldName(issue.instancePath),
        message: MessageKey.FieldTooShort,
        params: { min },
      };
    }
    case 'maxLength':
      return {
        field: fieldName(issue.instancePath),
        message: MessageKey.FieldTooLong,
        params: { max: Number(params.limit) },
      };
    case 'pattern':
      return {
        field: fieldName(issue.instancePath),
        message: MessageKey.FieldInvalid,
        params:
          params.pattern === PASSWORD_PATTERN ? { rule: 'letterAndDigit' } : { rule: 'pattern' },
      };
    case 'additionalProperties':
      return {
        field: fieldName(issue.instancePath, params.additionalProperty),
        message: MessageKey.FieldInvalid,
      };
    default:
      return {
        field: fieldName(issue.instancePath) || 'body',
        message: MessageKey.FieldInvalid,
        params: { rule: keyword },
      };
  }
}

/** All issues → field errors, the first per field (Ajv reports e.g. both type and format). */
export function toFieldErrors(issues: readonly ValidationIssue[]): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of issues) {
    const error = toFieldError(issue);
    if (!byField.has(error.field)) byField.set(error.field, error);
  }
  return [...byField.values()];
}
