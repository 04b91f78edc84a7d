import { useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { clearSessionAtom, getSession, userInfoAtom } from '@omni/shared/session';
import { logout } from './api/logout';
import { paths } from '@omni/shared/navigation';

/** /signout: revoke the token on the server, forget the session here, go to the login page. */
export default function SignoutPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const clearSession = useSetAtom(clearSessionAtom);
  const setUser = useSetAtom(userInfoAtom);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadToken = Boolean(getSession().getToken());
    // A failed logout call (token already expired, offline) must not keep the user signed in.
    void (hadToken ? logout().catch(() => null) : Promise.resolve(null)).finally(() => {
      clearSession();
      setUser(null);
      queryClient.clear();
      navigate(paths.login(), { replace: true });
    });
  }, [clearSession, navigate, queryClient, setUser]);

  return (
    <Spin description={t('auth.signingOut')} data-testid="signout-pending">
      <div style={{ minHeight: 120 }} />
    </Spin>
  );
}
