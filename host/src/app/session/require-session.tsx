import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAccount } from '@omni/shared/api-client';
import { getUnsavedLanguage, setLanguage, toLanguageCode } from '@omni/shared/i18n';
import {
  currentWorkspaceIdAtom,
  embeddedShopDomain,
  selectWorkplace,
  sessionTokenAtom,
  userInfoAtom,
} from '@omni/shared/session';
import { LoadingOverlay } from '@omni/shared/ui';
import { saveAccountLanguage } from '../language/save-account-language';
import { loginPathFor } from '../paths';
import { useSettleCurrentShop } from './use-settle-current-shop';

/**
 * The signed-in area: no token → /login?redirect=…; otherwise loads the account, publishes it in
 * the shared `userInfoAtom`, settles the current workplace (shared selection rules) and, once per
 * page, adopts the language saved on the account (or, if this device's last choice never reached
 * the account, sends it again instead); then keeps a valid current store.
 */
export function RequireSession() {
  const { t, i18n } = useTranslation('host');
  const location = useLocation();
  const token = useAtomValue(sessionTokenAtom);
  const account = useAccount();
  const [user, setUser] = useAtom(userInfoAtom);
  const [workspaceId, setWorkspaceId] = useAtom(currentWorkspaceIdAtom);
  const languageAdopted = useRef(false);
  const setToken = useSetAtom(sessionTokenAtom);
  const queryClient = useQueryClient();
  useSettleCurrentShop();

  const loaded = account.data;
  useEffect(() => {
    if (!loaded) return;
    setUser(loaded);
    const workplace = selectWorkplace(loaded, workspaceId, embeddedShopDomain());
    if (workplace && workplace.id !== workspaceId) setWorkspaceId(workplace.id);
    if (!languageAdopted.current) {
      languageAdopted.current = true;
      const unsaved = getUnsavedLanguage(loaded.id);
      const language = toLanguageCode(loaded.language);
      if (unsaved) void saveAccountLanguage(queryClient, loaded.id, unsaved);
      else if (language && language !== i18n.language) void setLanguage(i18n, language);
    }
  }, [loaded, workspaceId, setUser, setWorkspaceId, i18n, queryClient]);

  if (!token) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  if (account.isError && !loaded) {
    return (
      <Result
        status="warning"
        title={t('session.loadFailed')}
        extra={[
          <Button key="retry" type="primary" onClick={() => void account.refetch()}>
            {t('common.retry')}
          </Button>,
          <Button key="login" onClick={() => setToken(null)}>
            {t('auth.goToLogin')}
          </Button>,
        ]}
      />
    );
  }
  // Render the shell only once the shared atom holds this account (layout reads it synchronously).
  if (!loaded || user?.id !== loaded.id) return <LoadingOverlay loading fullscreen />;
  return <Outlet />;
}
