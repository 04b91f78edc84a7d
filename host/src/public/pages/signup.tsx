import { useState, type FormEvent } from 'react';
import { BodyStatus } from '@omni/shared/errors';
import { paths } from '@omni/shared/navigation';
import { confirmPathFor } from '../../app/paths';
import { PASSWORD_MIN_LENGTH } from '../../features/auth/rules/credential-rules';
import { emailProblem } from '../email-rule';
import { failureText } from '../failure-text';
import { EmailField, Field, Notice, SubmitButton } from '../form-kit';
import { usePublicEntry, usePublicTranslation } from '../public-entry-context';
import {
  NewPasswordFields,
  newPasswordErrors,
  type NewPasswordValues,
} from './new-password-fields';

const NAME_MAX = 100;
const FORM_FIELDS = ['email', 'password', 'first_name', 'last_name'] as const;

/** /signup: names (optional), e-mail and a password; then "check your inbox" (in the app). */
export default function SignupPage() {
  const { t } = usePublicTranslation();
  const { api, leaveTo } = usePublicEntry();
  const [names, setNames] = useState({ first_name: '', last_name: '' });
  const [email, setEmail] = useState('');
  const [secret, setSecret] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const message = (key: string) => t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: Record<string, string> = {};
    for (const name of ['first_name', 'last_name'] as const) {
      if (names[name].length > NAME_MAX) found[name] = t('validation.tooLong', { max: NAME_MAX });
    }
    const emailIssue = await emailProblem(trimmed);
    if (emailIssue) found.email = message(emailIssue);
    Object.assign(found, newPasswordErrors(secret, t));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setNotice(null);
    setPending(true);
    const first = names.first_name.trim();
    const last = names.last_name.trim();
    const result = await api.register({
      email: trimmed,
      password: secret.password,
      ...(first ? { first_name: first } : {}),
      ...(last ? { last_name: last } : {}),
    });
    if (result.success) {
      leaveTo(confirmPathFor(trimmed));
      return;
    }
    setPending(false);
    if (result.status === BodyStatus.RATE_LIMIT) {
      setNotice(t('auth.rateLimited'));
    } else {
      const text = failureText(result, t, FORM_FIELDS);
      setErrors(text.fields);
      setNotice(text.message);
    }
  };

  return (
    <>
      <h1>{t('auth.signup.title')}</h1>
      <p className="omni-auth-lead">{t('auth.signup.lead')}</p>
      {notice ? <Notice kind="error" title={notice} testId="signup-failed" /> : null}
      <form onSubmit={(event) => void onSubmit(event)} data-testid="signup-form" noValidate>
        <div className="omni-field-row">
          <Field
            label={t('fields.firstName')}
            name="first_name"
            autoComplete="given-name"
            value={names.first_name}
            onChange={(event) => setNames({ ...names, first_name: event.target.value })}
            error={errors.first_name}
            data-testid="signup-first-name"
          />
          <Field
            label={t('fields.lastName')}
            name="last_name"
            autoComplete="family-name"
            value={names.last_name}
            onChange={(event) => setNames({ ...names, last_name: event.target.value })}
            error={errors.last_name}
            data-testid="signup-last-name"
          />
        </div>
        <EmailField
          label={t('fields.email')}
          value={email}
          onValueChange={setEmail}
          error={errors.email}
          data-testid="signup-email"
        />
        <NewPasswordFields
          label={t('fields.password')}
          values={secret}
          errors={errors}
          onChange={setSecret}
          testIdPrefix="signup"
        />
        <SubmitButton pending={pending} data-testid="signup-submit">
          {t('auth.signup.submit')}
        </SubmitButton>
      </form>
      <div className="omni-auth-links">
        <span>
          {t('auth.signup.haveAccount')} <a href={paths.login()}>{t('auth.signup.loginLink')}</a>
        </span>
        <a href={paths.signupEmailResend()}>{t('auth.signup.noEmail')}</a>
      </div>
    </>
  );
}
