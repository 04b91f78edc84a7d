import { Form, Input, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthFieldRules } from '../hooks/use-auth-field-rules';

/** New password + confirmation, with the product's password rule (sign-up and reset). */
export function NewPasswordFields({
  form,
  label,
  testIdPrefix,
}: {
  form: FormInstance;
  label: string;
  testIdPrefix: string;
}) {
  const { t } = useTranslation('host');
  const rules = useAuthFieldRules();
  return (
    <>
      <Form.Item
        name="password"
        label={label}
        rules={rules.newPassword}
        extra={t('auth.passwordHint')}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-password`} />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('fields.confirmPassword')}
        dependencies={['password']}
        rules={rules.confirmPassword(form)}
      >
        <Input.Password autoComplete="new-password" data-testid={`${testIdPrefix}-confirm`} />
      </Form.Item>
    </>
  );
}
