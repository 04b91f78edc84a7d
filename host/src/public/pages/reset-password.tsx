import { useState, type FormEvent } from 'react';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { paths } from '@omni/shared/navigation';
import { failureText } from '../failure-text';
import { Notice, SubmitButton } from '../form-kit';
import { usePublicEntry, usePublicTranslation } from '../public-entry-context';
import {
  NewPasswordFields,
  newPasswordErrors,
  type NewPasswordValues,
} from './new-password-fields';

/** /reset-password?token=…: choose a new password; every session of the user is revoked. */
export default function ResetPasswordPage() {
  const { t } = usePublicTranslation();
  const { api } = usePublicEntry();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [secret, setSecret] = useState<NewPasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [state, setState] = useState<'form' | 'pending' | 'done' | 'expired'>('form');
  const [notice, setNotice] = useState<string | null>(null);

  if (!token || state === 'expired') {
    return (
      <div className="omni-result" data-testid="reset-invalid-link">
        <h1>{t('auth.reset.invalidLink')}</h1>
        <p>{t('auth.reset.invalidLinkText')}</p>
        <a href={paths.forgotPassword()}>{t('auth.reset.requestNew')}</a>
      </div>
    );
  }
  if (state === 'done') {
    return (
      <div className="omni-result" data-testid="reset-done">
        <h1>{t('auth.reset.done')}</h1>
        <a
          className="omni-button omni-button-primary"
          href={paths.login()}
          data-testid="reset-go-login"
        >
          {t('auth.goToLogin')}
        </a>
      </div>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    Object.assign(found, newPasswordErrors(secret, t));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setNotice(null);
    setState('pending');
    const result = await api.resetPassword({ token, password: secret.password });
    if (result.success) return setState('done');
    if (result.message === MessageKey.InvalidOrExpiredLink) return setState('expired');
    setState('form');
    if (result.status === BodyStatus.RATE_LIMIT) {
      setNotice(t('auth.rateLimited'));
    } else {
      const text = failureText(result, t, ['password']);
      setErrors(text.fields);
      setNotice(text.message);
    }
  };

  return (
    <>
      <h1>{t('auth.reset.title')}</h1>
      <p className="omni-auth-lead">{t('auth.reset.lead')}</p>
      {notice ? <Notice kind="error" title={notice} /> : null}
      <form onSubmit={(event) => void onSubmit(event)} data-testid="reset-form" noValidate>
        <NewPasswordFields
          label={t('fields.newPassword')}
          values={secret}
          errors={errors}
          onChange={setSecret}
          testIdPrefix="reset"
        />
        <SubmitButton pending={state === 'pending'} data-testid="reset-submit">
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </>
  );
}
