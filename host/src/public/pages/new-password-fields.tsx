import {
  PASSWORD_MIN_LENGTH,
  confirmProblem,
  newPasswordProblem,
} from '../../features/auth/rules/credential-rules';
import { Field } from '../form-kit';
import { usePublicTranslation } from '../public-entry-context';

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

/** The translated problems of a new password and its confirmation, by field (none: valid). */
export function newPasswordErrors(
  values: NewPasswordValues,
  t: (key: string, options: { min: number }) => string,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const message = (key: string) => t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH });
  const password = newPasswordProblem(values.password);
  if (password) errors.password = message(password);
  const confirm = confirmProblem(values.password, values.confirm);
  if (confirm) errors.confirm = message(confirm);
  return errors;
}

/** New password and its confirmation, with the product's password rule (sign-up and reset). */
export function NewPasswordFields({
  label,
  values,
  errors,
  onChange,
  testIdPrefix,
}: {
  label: string;
  values: NewPasswordValues;
  errors: Record<string, string>;
  onChange: (values: NewPasswordValues) => void;
  testIdPrefix: string;
}) {
  const { t } = usePublicTranslation();
  return (
    <>
      <Field
        label={label}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={values.password}
        onChange={(event) => onChange({ ...values, password: event.target.value })}
        error={errors.password}
        data-testid={`${testIdPrefix}-password`}
      />
      <Field
        label={t('fields.confirmPassword')}
        type="password"
        name="confirm"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(event) => onChange({ ...values, confirm: event.target.value })}
        error={errors.confirm}
        data-testid={`${testIdPrefix}-confirm`}
      />
    </>
  );
}
