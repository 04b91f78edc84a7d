import { Alert, Button, Card, Form, Input } from 'antd';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet, apiPost } from '../api-client';
import type { LoginData, User } from '../contracts';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '../session/atoms';
import { selectWorkplace } from '../session/select-workplace';

interface Credentials {
  email: string;
  password: string;
}

/**
 * A remote's standalone sign-in, for its developers only (the product's sign-in is the host's):
 * POST auth/login, keep the token in the session, pick the workplace as the host would.
 * Texts come from the remote's namespace (`devFrame.*`).
 */
export function DevSignIn({ namespace }: { namespace: string }) {
  const { t } = useTranslation(namespace);
  const setToken = useSetAtom(sessionTokenAtom);
  const setWorkspaceId = useSetAtom(currentWorkspaceIdAtom);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const signIn = async (credentials: Credentials) => {
    setBusy(true);
    setFailed(false);
    const login = await apiPost<LoginData>('auth/login', credentials);
    if (!login.success || !login.data) {
      setBusy(false);
      setFailed(true);
      return;
    }
    setToken(login.data.token);
    const account = await apiGet<User>('auth/account');
    setWorkspaceId(selectWorkplace(account.data, null)?.id ?? null);
    setBusy(false);
  };

  return (
    <Card title={t('devFrame.signIn')} style={{ maxWidth: 400, margin: '48px auto' }}>
      <Form<Credentials> layout="vertical" onFinish={(values) => void signIn(values)}>
        <Form.Item name="email" label={t('devFrame.email')} rules={[{ required: true }]}>
          <Input type="email" autoComplete="username" data-testid="dev-email" />
        </Form.Item>
        <Form.Item name="password" label={t('devFrame.password')} rules={[{ required: true }]}>
          <Input.Password autoComplete="current-password" data-testid="dev-password" />
        </Form.Item>
        {failed && <Alert type="error" showIcon title={t('devFrame.signInFailed')} />}
        <Button type="primary" htmlType="submit" loading={busy} data-testid="dev-sign-in">
          {t('devFrame.signIn')}
        </Button>
      </Form>
    </Card>
  );
}
