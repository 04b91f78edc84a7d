import { Button, Result, Spin } from 'antd';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths, withQuery } from '@omni/shared/navigation';
import {
  detectEmbedded,
  embeddedShopDomain,
  LEAVE_EMBEDDED,
  sessionTokenAtom,
} from '@omni/shared/session';
import { currentEmbeddedSession } from './embedded/embedded-session';
import { useOpenStaffBind } from './embedded/use-open-staff-bind';
import { isRecentAttempt, rememberAttempt } from './rules/install-attempts';
import './platform-auth.css';

/**
 * /auth/platform/{platform}/install, the auth-install route (spec 000 §4, §8). Inside the Shopify
 * admin an unauthorised session comes here: a fresh session token is asked from the admin and the
 * app opens again. If a fresh token did not help a moment ago, the store is not connected to
 * Omni Dropshipping: say so instead of going round in circles. Outside the admin, the merchant is
 * sent to My channels with the connect dialog open for the shop in the link.
 */
export default function PlatformInstallPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { platform = 'shopify' } = useParams();
  const [params] = useSearchParams();
  const setToken = useSetAtom(sessionTokenAtom);
  const [embedded] = useState(() => detectEmbedded());
  const [stuck, setStuck] = useState(false);
  const staffBind = useOpenStaffBind();
  const shop = params.get('shop') ?? (embedded ? embeddedShopDomain() : null);

  useEffect(() => {
    if (!embedded) return;
    if (isRecentAttempt()) {
      setStuck(true);
      return;
    }
    rememberAttempt();
    let cancelled = false;
    void (async () => {
      const token = (await currentEmbeddedSession()?.refresh()) ?? null;
      if (cancelled) return;
      if (!token) {
        setStuck(true);
        return;
      }
      setToken(token);
      navigate(paths.home(), { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [embedded, navigate, setToken]);

  const connectPath = withQuery(paths.channel(), { connect: platform, shop: shop ?? undefined });
  if (!embedded) return <Navigate to={connectPath} replace />;
  if (stuck) {
    return (
      <Result
        status="warning"
        data-testid="platform-install-not-connected"
        title={t('platformAuth.install.notConnected')}
        subTitle={t('platformAuth.install.notConnectedText')}
        extra={
          <Button
            type="primary"
            loading={staffBind.busy}
            // out of the admin's frame: connecting needs a top-level window. With a staff ticket
            // the connect also makes this staff member act as the account that connects.
            onClick={() =>
              void staffBind.open('_top').then((opened) => {
                if (!opened)
                  window.open(
                    `${window.location.origin}${withQuery(paths.channel(), {
                      connect: platform,
                      shop: shop ?? undefined,
                      ...LEAVE_EMBEDDED,
                    })}`,
                    '_top',
                  );
              })
            }
            data-testid="platform-install-open-app"
          >
            {t('platformAuth.install.openApp')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="omni-platform-auth-progress" data-testid="platform-install-progress">
      <Spin />
      <p>{t('platformAuth.install.working')}</p>
    </div>
  );
}
