import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from './api/verify-email';
import { paths } from '@omni/shared/navigation';

/** /auth/email-verification?id=…&code=…: the link of the verification mail lands here. */
export default function EmailVerificationPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const code = params.get('code') ?? '';
  const verification = useVerifyEmail(id, code);

  if (id && code && verification.isPending) {
    return (
      <Spin description={t('auth.verify.checking')} data-testid="verify-pending">
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  }
  if (verification.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.verify.success')}
        subTitle={t('auth.verify.successText')}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(paths.login())}
            data-testid="verify-go-login"
          >
            {t('auth.goToLogin')}
          </Button>
        }
        data-testid="verify-success"
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('auth.verify.failed')}
      subTitle={t('auth.verify.failedText')}
      extra={
        <Link to={paths.signupEmailResend()} data-testid="verify-resend">
          {t('auth.resendVerification')}
        </Link>
      }
      data-testid="verify-failed"
    />
  );
}
