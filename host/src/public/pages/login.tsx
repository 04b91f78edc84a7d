import { useState, type FormEvent } from 'react';
import { BodyStatus } from '@omni/shared/errors';
import { paths } from '@omni/shared/navigation';
import { getSession } from '@omni/shared/session';
import { redirectTargetFrom } from '../../app/paths';
import { PASSWORD_MIN_LENGTH } from '../../features/auth/rules/credential-rules';
import { emailProblem } from '../email-rule';
import { failureText } from '../failure-text';
import { EmailField, Field, Notice, SubmitButton } from '../form-kit';
import { usePublicEntry, usePublicTranslation } from '../public-entry-context';

type Problem =
  | { kind: 'not-verified'; email: string }
  | { kind: 'rate-limited' }
  | { kind: 'message'; text: string }
  | null;

/** /login: e-mail and password; signed in, the app loads at the redirect target (or home). */
export default function LoginPage() {
  const { t } = usePublicTranslation();
  const { api, leaveTo } = usePublicEntry();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<Problem>(null);
  const [pending, setPending] = useState(false);
  const [resend, setResend] = useState<'idle' | 'pending' | 'sent'>('idle');
  const message = (key: string) => t(`validation.${key}`, { min: PASSWORD_MIN_LENGTH });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found: Record<string, string> = {};
    const emailIssue = await emailProblem(trimmed);
    if (emailIssue) found.email = message(emailIssue);
    if (!password) found.password = message('required');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setProblem(null);
    setPending(true);
    const result = await api.login({ email: trimmed, password });
    if (result.success && result.data) {
      getSession().setToken(result.data.token);
      // the app (antd, router, shell) loads now, at the page the visitor was going to
      leaveTo(redirectTargetFrom(window.location.search), { replace: true });
      return;
    }
    setPending(false);
    if (result.status === BodyStatus.EMAIL_NOT_VERIFIED) {
      setProblem({ kind: 'not-verified', email: trimmed });
    } else if (result.status === BodyStatus.RATE_LIMIT) {
      setProblem({ kind: 'rate-limited' });
    } else {
      const text = failureText(result, t, ['email', 'password']);
      setErrors(text.fields);
      if (text.message) setProblem({ kind: 'message', text: text.message });
    }
  };

  const sendVerification = async (to: string) => {
    setResend('pending');
    const result = await api.sendVerificationEmail(to);
    setResend(result.success ? 'sent' : 'idle');
  };

  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      <p className="omni-auth-lead">{t('auth.login.lead')}</p>
      {problem?.kind === 'rate-limited' && (
        <Notice kind="error" title={t('auth.rateLimited')} testId="login-rate-limited" />
      )}
      {problem?.kind === 'message' && (
        <Notice kind="error" title={problem.text} testId="login-failed" />
      )}
      {problem?.kind === 'not-verified' && (
        <Notice kind="warning" title={t('auth.login.notVerified')} testId="login-not-verified">
          {resend === 'sent' ? (
            t('auth.verificationSent', { email: problem.email })
          ) : (
            <button
              type="button"
              className="omni-button omni-button-small"
              aria-busy={resend === 'pending'}
              onClick={() => void sendVerification(problem.email)}
              data-testid="login-resend-verification"
            >
              {t('auth.resendVerification')}
            </button>
          )}
        </Notice>
      )}
      <form onSubmit={(event) => void onSubmit(event)} data-testid="login-form" noValidate>
        <EmailField
          label={t('fields.email')}
          value={email}
          onValueChange={setEmail}
          autoFocus
          onBlur={() => {
            // as before: the address is checked when the visitor leaves the field
            void (email ? emailProblem(email) : Promise.resolve(null)).then((issue) =>
              setErrors((current) => {
                const { email: _previous, ...rest } = current;
                return issue ? { ...rest, email: message(issue) } : rest;
              }),
            );
          }}
          error={errors.email}
          data-testid="login-email"
        />
        <Field
          label={t('fields.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          data-testid="login-password"
        />
        <SubmitButton pending={pending} data-testid="login-submit">
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <div className="omni-auth-links">
        <a href={paths.forgotPassword()} data-testid="login-forgot-password">
          {t('auth.login.forgotPassword')}
        </a>
        <span>
          {t('auth.login.noAccount')}{' '}
          <a href={paths.signup()} data-testid="login-signup-link">
            {t('auth.login.signupLink')}
          </a>
        </span>
      </div>
    </>
  );
}
