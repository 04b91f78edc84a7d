import { Alert, Button, Form, Input } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { BodyStatus } from '@omni/shared/errors';
import { sessionTokenAtom } from '@omni/shared/session';
import { redirectTargetFrom } from '../../app/paths';
import { useLogin } from './api/login';
import { useSendVerificationEmail } from './api/send-verification-email';
import { useAuthFieldRules } from './hooks/use-auth-field-rules';
import { failedResult, showServerFieldErrors } from './hooks/show-server-field-errors';
import { paths } from '@omni/shared/navigation';

interface LoginValues {
  email: string;
  password: string;
}

type Problem = { kind: 'not-verified'; email: string } | { kind: 'rate-limited' } | null;

export default function LoginPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { search } = useLocation();
  const [form] = Form.useForm<LoginValues>();
  const rules = useAuthFieldRules();
  const setToken = useSetAtom(sessionTokenAtom);
  const login = useLogin();
  const resend = useSendVerificationEmail();
  const [problem, setProblem] = useState<Problem>(null);

  const onFinish = async (values: LoginValues) => {
    setProblem(null);
    const email = values.email.trim();
    try {
      const { token } = await login.mutateAsync({ email, password: values.password });
      setToken(token);
      navigate(redirectTargetFrom(search), { replace: true });
    } catch (error) {
      const result = failedResult(error);
      if (result?.status === BodyStatus.EMAIL_NOT_VERIFIED)
        setProblem({ kind: 'not-verified', email });
      else if (result?.status === BodyStatus.RATE_LIMIT) setProblem({ kind: 'rate-limited' });
      else showServerFieldErrors(form, error, t, ['email', 'password']);
    }
  };

  return (
    <>
      <h1>{t('auth.login.title')}</h1>
      <p className="omni-auth-lead">{t('auth.login.lead')}</p>
      {problem?.kind === 'rate-limited' && (
        <Alert
          type="error"
          showIcon
          title={t('auth.rateLimited')}
          style={{ marginBottom: 16 }}
          data-testid="login-rate-limited"
        />
      )}
      {problem?.kind === 'not-verified' && (
        <Alert
          type="warning"
          showIcon
          title={t('auth.login.notVerified')}
          description={
            resend.isSuccess ? (
              t('auth.verificationSent', { email: problem.email })
            ) : (
              <Button
                size="small"
                loading={resend.isPending}
                onClick={() => resend.mutate(problem.email)}
                data-testid="login-resend-verification"
              >
                {t('auth.resendVerification')}
              </Button>
            )
          }
          style={{ marginBottom: 16 }}
          data-testid="login-not-verified"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        data-testid="login-form"
        noValidate
      >
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={rules.email}
          validateTrigger="onBlur"
        >
          <Input type="email" autoComplete="email" autoFocus data-testid="login-email" />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} rules={rules.loginPassword}>
          <Input.Password autoComplete="current-password" data-testid="login-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.isPending}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </Form>
      <div className="omni-auth-links">
        <Link to={paths.forgotPassword()} data-testid="login-forgot-password">
          {t('auth.login.forgotPassword')}
        </Link>
        <span>
          {t('auth.login.noAccount')}{' '}
          <Link to={paths.signup()} data-testid="login-signup-link">
            {t('auth.login.signupLink')}
          </Link>
        </span>
      </div>
    </>
  );
}
