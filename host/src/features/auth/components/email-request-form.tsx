import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyStatus } from '@omni/shared/errors';
import { useAuthFieldRules } from '../hooks/use-auth-field-rules';
import { failedResult, showServerFieldErrors } from '../hooks/show-server-field-errors';

interface EmailRequestFormProps {
  submitLabel: string;
  initialEmail?: string;
  send: (email: string) => Promise<unknown>;
  onSent: (email: string) => void;
  testId: string;
}

/** One e-mail field and a submit: resend verification, ask for a reset link. */
export function EmailRequestForm({
  submitLabel,
  initialEmail,
  send,
  onSent,
  testId,
}: EmailRequestFormProps) {
  const { t } = useTranslation('host');
  const [form] = Form.useForm<{ email: string }>();
  const rules = useAuthFieldRules();
  const [pending, setPending] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);

  const onFinish = async ({ email }: { email: string }) => {
    setPending(true);
    setRateLimited(false);
    try {
      await send(email.trim());
      onSent(email.trim());
    } catch (error) {
      if (failedResult(error)?.status === BodyStatus.RATE_LIMIT) setRateLimited(true);
      else showServerFieldErrors(form, error, t, ['email']);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail ?? '' }}
      onFinish={(values) => void onFinish(values)}
      data-testid={testId}
      noValidate
    >
      {rateLimited && (
        <Alert type="error" showIcon title={t('auth.rateLimited')} style={{ marginBottom: 16 }} />
      )}
      <Form.Item name="email" label={t('fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="email" autoFocus data-testid={`${testId}-email`} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={pending}
        data-testid={`${testId}-submit`}
      >
        {submitLabel}
      </Button>
    </Form>
  );
}
