import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { useResetPassword } from './api/reset-password';
import { NewPasswordFields } from './components/new-password-fields';
import { failedResult, showServerFieldErrors } from './hooks/show-server-field-errors';
import { paths } from '@omni/shared/navigation';

interface ResetValues {
  password: string;
  confirm: string;
}

/** /reset-password?token=…: choose a new password; every session of the user is revoked. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const [problem, setProblem] = useState<'expired' | 'rate-limited' | null>(null);

  if (!token || problem === 'expired') {
    return (
      <Result
        status="error"
        title={t('auth.reset.invalidLink')}
        subTitle={t('auth.reset.invalidLinkText')}
        extra={<Link to={paths.forgotPassword()}>{t('auth.reset.requestNew')}</Link>}
        data-testid="reset-invalid-link"
      />
    );
  }
  if (reset.isSuccess) {
    return (
      <Result
        status="success"
        title={t('auth.reset.done')}
        extra={
          <Button
            type="primary"
            onClick={() => navigate(paths.login())}
            data-testid="reset-go-login"
          >
            {t('auth.goToLogin')}
          </Button>
        }
        data-testid="reset-done"
      />
    );
  }

  const onFinish = async (values: ResetValues) => {
    setProblem(null);
    try {
      await reset.mutateAsync({ token, password: values.password });
    } catch (error) {
      const result = failedResult(error);
      if (result?.message === MessageKey.InvalidOrExpiredLink) setProblem('expired');
      else if (result?.status === BodyStatus.RATE_LIMIT) setProblem('rate-limited');
      else showServerFieldErrors(form, error, t, ['password']);
    }
  };

  return (
    <>
      <h1>{t('auth.reset.title')}</h1>
      <p className="omni-auth-lead">{t('auth.reset.lead')}</p>
      {problem === 'rate-limited' && (
        <Alert type="error" showIcon title={t('auth.rateLimited')} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        data-testid="reset-form"
        noValidate
      >
        <NewPasswordFields form={form} label={t('fields.newPassword')} testIdPrefix="reset" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={reset.isPending}
          data-testid="reset-submit"
        >
          {t('auth.reset.submit')}
        </Button>
      </Form>
    </>
  );
}
