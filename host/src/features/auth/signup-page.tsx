import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { BodyStatus } from '@omni/shared/errors';
import { useRegister } from './api/register';
import { NewPasswordFields } from './components/new-password-fields';
import { useAuthFieldRules } from './hooks/use-auth-field-rules';
import { failedResult, showServerFieldErrors } from './hooks/show-server-field-errors';
import { paths, withQuery } from '@omni/shared/navigation';

interface SignupValues {
  first_name?: string;
  last_name?: string;
  email: string;
  password: string;
  confirm: string;
}

export const confirmPathFor = (email: string) => withQuery(paths.signupConfirm(), { email });

export default function SignupPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [form] = Form.useForm<SignupValues>();
  const rules = useAuthFieldRules();
  const register = useRegister();
  const [rateLimited, setRateLimited] = useState(false);

  const onFinish = async (values: SignupValues) => {
    setRateLimited(false);
    const email = values.email.trim();
    try {
      await register.mutateAsync({
        email,
        password: values.password,
        ...(values.first_name?.trim() ? { first_name: values.first_name.trim() } : {}),
        ...(values.last_name?.trim() ? { last_name: values.last_name.trim() } : {}),
      });
      navigate(confirmPathFor(email));
    } catch (error) {
      if (failedResult(error)?.status === BodyStatus.RATE_LIMIT) setRateLimited(true);
      else showServerFieldErrors(form, error, t, ['email', 'password', 'first_name', 'last_name']);
    }
  };

  return (
    <>
      <h1>{t('auth.signup.title')}</h1>
      <p className="omni-auth-lead">{t('auth.signup.lead')}</p>
      {rateLimited && (
        <Alert type="error" showIcon title={t('auth.rateLimited')} style={{ marginBottom: 16 }} />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        data-testid="signup-form"
        noValidate
      >
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item
            name="first_name"
            label={t('fields.firstName')}
            style={{ flex: 1 }}
            rules={[{ max: 100, message: t('validation.tooLong', { max: 100 }) }]}
          >
            <Input autoComplete="given-name" data-testid="signup-first-name" />
          </Form.Item>
          <Form.Item
            name="last_name"
            label={t('fields.lastName')}
            style={{ flex: 1 }}
            rules={[{ max: 100, message: t('validation.tooLong', { max: 100 }) }]}
          >
            <Input autoComplete="family-name" data-testid="signup-last-name" />
          </Form.Item>
        </div>
        <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" data-testid="signup-email" />
        </Form.Item>
        <NewPasswordFields form={form} label={t('fields.password')} testIdPrefix="signup" />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={register.isPending}
          data-testid="signup-submit"
        >
          {t('auth.signup.submit')}
        </Button>
      </Form>
      <div className="omni-auth-links">
        <span>
          {t('auth.signup.haveAccount')}{' '}
          <Link to={paths.login()}>{t('auth.signup.loginLink')}</Link>
        </span>
        <Link to={paths.signupEmailResend()}>{t('auth.signup.noEmail')}</Link>
      </div>
    </>
  );
}
