import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { forgotPassword } from './api/forgot-password';
import { CheckInbox } from './components/check-inbox';
import { paths } from '@omni/shared/navigation';

/** /forgot-password/email-resend: the reset link was sent; offer to send it again. */
export default function ForgotPasswordEmailResendPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <CheckInbox
      title={t('auth.resetSent.title')}
      text={t('auth.resetSent.text')}
      email={email}
      resend={forgotPassword}
      extra={
        <div style={{ marginTop: 12 }}>
          <Link to={email ? paths.login() : paths.forgotPassword()}>
            {email ? t('auth.backToLogin') : t('auth.forgot.title')}
          </Link>
        </div>
      }
    />
  );
}
