import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { sendVerificationEmail } from './api/send-verification-email';
import { EmailRequestForm } from './components/email-request-form';
import { confirmPathFor } from '../../app/paths';
import { paths } from '@omni/shared/navigation';

/** /signup/email-resend: ask for the verification mail again. */
export default function SignupEmailResendPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <>
      <h1>{t('auth.emailResend.title')}</h1>
      <p className="omni-auth-lead">{t('auth.emailResend.lead')}</p>
      <EmailRequestForm
        testId="email-resend-form"
        submitLabel={t('auth.emailResend.submit')}
        initialEmail={params.get('email') ?? ''}
        send={sendVerificationEmail}
        onSent={(email) => navigate(confirmPathFor(email))}
      />
      <div className="omni-auth-links">
        <Link to={paths.login()}>{t('auth.backToLogin')}</Link>
      </div>
    </>
  );
}
