import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { forgotPassword } from './api/forgot-password';
import { EmailRequestForm } from './components/email-request-form';
import { paths } from '@omni/shared/navigation';

/** /forgot-password: the API answers the same whether or not the address exists. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <>
      <h1>{t('auth.forgot.title')}</h1>
      <p className="omni-auth-lead">{t('auth.forgot.lead')}</p>
      <EmailRequestForm
        testId="forgot-password-form"
        submitLabel={t('auth.forgot.submit')}
        send={forgotPassword}
        onSent={(email) => navigate(paths.forgotPasswordEmailResend(email))}
      />
      <div className="omni-auth-links">
        <Link to={paths.login()}>{t('auth.backToLogin')}</Link>
      </div>
    </>
  );
}
