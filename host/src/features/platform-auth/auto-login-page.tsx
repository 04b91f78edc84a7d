import { Button, Result, Spin } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';
import { currentWorkspaceIdAtom, sessionTokenAtom } from '@omni/shared/session';
import { readAutoLoginFragment } from '@omni/shared/stores';
import './platform-auth.css';

/**
 * /auth/platform/{platform}/auto-login (spec 002 §4): the connect window signs in with the token
 * and workplace it was given, forgets them from the address bar, and goes on to the platform's
 * install link.
 */
export default function AutoLoginPage() {
  const { t } = useTranslation('host');
  const setToken = useSetAtom(sessionTokenAtom);
  const setWorkplaceId = useSetAtom(currentWorkspaceIdAtom);
  const [params] = useState(() => readAutoLoginFragment(window.location.hash));

  useEffect(() => {
    // never leave the token in the address bar or the history, whatever happens next
    window.history.replaceState(null, '', window.location.pathname);
    if (!params) return;
    setToken(params.token);
    if (params.workplaceId) setWorkplaceId(params.workplaceId);
    window.location.replace(params.installUrl);
  }, [params, setToken, setWorkplaceId]);

  if (!params) {
    return (
      <Result
        status="warning"
        title={t('platformAuth.autoLogin.invalid')}
        data-testid="auto-login-invalid"
        extra={
          <Link to={paths.channel()}>
            <Button type="primary">{t('platformAuth.goToChannels')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <div className="omni-platform-auth-progress" data-testid="auto-login-progress">
      <Spin />
      <p>{t('platformAuth.autoLogin.working')}</p>
    </div>
  );
}
