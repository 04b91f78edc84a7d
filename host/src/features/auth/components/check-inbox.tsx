import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BodyStatus } from '@omni/shared/errors';
import { failedResult } from '../hooks/show-server-field-errors';

interface CheckInboxProps {
  title: string;
  text: string;
  email: string;
  /** Sends the mail again (verification or password reset). */
  resend: (email: string) => Promise<unknown>;
  extra?: React.ReactNode;
}

/** "Check your inbox" with a resend button, for the sign-up and forgot-password flows. */
export function CheckInbox({ title, text, email, resend, extra }: CheckInboxProps) {
  const { t } = useTranslation('host');
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'rate-limited' | 'failed'>(
    'idle',
  );
  const onResend = async () => {
    setState('sending');
    try {
      await resend(email);
      setState('sent');
    } catch (error) {
      setState(failedResult(error)?.status === BodyStatus.RATE_LIMIT ? 'rate-limited' : 'failed');
    }
  };
  return (
    <Result
      icon={<MailOutlined aria-hidden />}
      title={title}
      subTitle={
        <>
          {text} {email && <span className="omni-auth-email">{email}</span>}
        </>
      }
      extra={
        <>
          {state === 'sent' && (
            <Alert
              type="success"
              showIcon
              title={t('auth.verificationSent', { email })}
              style={{ marginBottom: 12 }}
              data-testid="resend-done"
            />
          )}
          {state === 'rate-limited' && (
            <Alert
              type="error"
              showIcon
              title={t('auth.rateLimited')}
              style={{ marginBottom: 12 }}
            />
          )}
          {email && (
            <Button
              onClick={() => void onResend()}
              loading={state === 'sending'}
              data-testid="resend-email"
            >
              {t('auth.resendEmail')}
            </Button>
          )}
          {extra}
        </>
      }
      data-testid="check-inbox"
    />
  );
}
