import type { TFunction } from 'i18next';
import type { FieldError } from '@omni/shared/errors';
import { fieldErrorI18nKey } from '@omni/shared/errors';

/** The country rules the API checks (ADR 022); each has its own sentences in this namespace. */
export const ADDRESS_RULES = ['postal_code', 'phone', 'cpf', 'rut', 'kr_customs_code'] as const;
const RULE_MESSAGES = ['FieldRequired', 'FieldInvalid'];

const isAddressRule = (rule: unknown): rule is (typeof ADDRESS_RULES)[number] =>
  (ADDRESS_RULES as readonly unknown[]).includes(rule);

/**
 * An API field error of the address form in the user's language: a country rule says what the
 * country expects (with the example postal code), any other error is the shared sentence with the
 * field's label.
 */
export function fieldErrorText(error: FieldError, label: string, t: TFunction): string {
  const rule = error.params?.rule;
  if (isAddressRule(rule) && RULE_MESSAGES.includes(error.message))
    return t(`orderDetail.ruleErrors.${error.message}.${rule}`, { ...error.params });
  return t(fieldErrorI18nKey(error.message), { ns: 'shared', ...error.params, field: label });
}
