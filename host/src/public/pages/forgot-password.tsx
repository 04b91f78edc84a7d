import { useState, type FormEvent } from 'react';
import { BodyStatus } from '@omni/shared/errors';
import { paths } from '@omni/shared/navigation';
import { emailProblem } from '../email-rule';
import { failureText } from '../failure-text';
import { EmailField, Notice, SubmitButton } from '../form-kit';
import { usePublicEntry, usePublicTranslation } from '../public-entry-context';

/** /forgot-password: the API answers the same whether or not the address exists. */
export default function ForgotPasswordPage() {
  const { t } = usePublicTranslation();
  const { api, leaveTo } = usePublicEntry();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const issue = await emailProblem(trimmed);
    setError(issue ? t(`validation.${issue}`) : null);
    if (issue) return;
    setNotice(null);
    setPending(true);
    const result = await api.forgotPassword(trimmed);
    if (result.success) {
      leaveTo(paths.forgotPasswordEmailResend(trimmed));
      return;
    }
    setPending(false);
    if (result.status === BodyStatus.RATE_LIMIT) {
      setNotice(t('auth.rateLimited'));
    } else {
      const text = failureText(result, t, ['email']);
      setError(text.fields.email ?? null);
      setNotice(text.message);
    }
  };

  return (
    <>
      <h1>{t('auth.forgot.title')}</h1>
      <p className="omni-auth-lead">{t('auth.forgot.lead')}</p>
      <form
        onSubmit={(event) => void onSubmit(event)}
        data-testid="forgot-password-form"
        noValidate
      >
        {notice ? <Notice kind="error" title={notice} /> : null}
        <EmailField
          label={t('fields.email')}
          value={email}
          onValueChange={setEmail}
          autoFocus
          error={error}
          data-testid="forgot-password-form-email"
        />
        <SubmitButton pending={pending} data-testid="forgot-password-form-submit">
          {t('auth.forgot.submit')}
        </SubmitButton>
      </form>
      <div className="omni-auth-links">
        <a href={paths.login()}>{t('auth.backToLogin')}</a>
      </div>
    </>
  );
}
