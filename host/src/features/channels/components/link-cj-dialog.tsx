import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFocusReturn } from '@omni/shared/ui';
import type { LinkCjAccountBody } from '@omni/shared/contracts';
import { useLinkCjAccount } from '../api/link-cj-account';

/** Links a CJ Dropshipping account with its API key (CJ API 2.0); the e-mail names the row. */
export function LinkCjDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('host');
  useFocusReturn();
  const [form] = Form.useForm<LinkCjAccountBody>();
  const link = useLinkCjAccount();
  const apiKey = Form.useWatch('api_key', form) ?? '';

  const submit = (values: LinkCjAccountBody) => {
    const email = values.email?.trim();
    link.mutate(
      { api_key: values.api_key.trim(), ...(email ? { email } : {}) },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      open
      title={t('channels.sources.cj.linkTitle')}
      okText={t('channels.actions.connect')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      okButtonProps={{
        disabled: apiKey.trim() === '',
        loading: link.isPending,
        'data-testid': 'cj-link-submit',
      }}
      destroyOnHidden
    >
      <div data-testid="cj-link-dialog">
        <Form form={form} layout="vertical" onFinish={submit}>
          <Form.Item
            name="api_key"
            label={t('channels.sources.cj.apiKey')}
            extra={t('channels.sources.cj.apiKeyHint')}
            rules={[
              { required: true, whitespace: true, message: t('validation.required') },
              { min: 8, message: t('validation.passwordTooShort', { min: 8 }) },
            ]}
          >
            <Input.Password autoComplete="off" dir="ltr" data-testid="cj-api-key" />
          </Form.Item>
          <Form.Item
            name="email"
            label={t('channels.sources.cj.email')}
            rules={[{ type: 'email', message: t('validation.invalidEmail') }]}
          >
            <Input type="email" autoComplete="email" dir="ltr" data-testid="cj-email" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}
