import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { sendVerificationEmail } from './api/send-verification-email';
import { CheckInbox } from './components/check-inbox';
import { paths } from '@omni/shared/navigation';

/** /signup/confirm: the account exists, the verification mail is on its way. */
export default function SignupConfirmPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  return (
    <CheckInbox
      title={t('auth.confirm.title')}
      text={t('auth.confirm.text')}
      email={email}
      resend={sendVerificationEmail}
      extra={
        <div style={{ marginTop: 12 }}>
          <Link to={email ? paths.login() : paths.signupEmailResend()}>
            {email ? t('auth.backToLogin') : t('auth.signup.noEmail')}
          </Link>
        </div>
      }
    />
  );
}
