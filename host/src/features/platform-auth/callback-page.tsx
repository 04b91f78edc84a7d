import { Button, Result } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { ERRORS_NAMESPACE, messageEntry } from '@omni/shared/errors';
import { paths } from '@omni/shared/navigation';
import { announceStoreConnected } from '@omni/shared/stores';
import { readCallbackResult, type ConnectFailureReason } from './rules/callback-result';
import './platform-auth.css';

/** How long "Close this window" waits before going to My channels when the window stays open. */
const CLOSE_FALLBACK_MS = 300;

/**
 * /auth/platform/{platform}/callback: where the platform (through the API) sends the connect
 * window at the end. On success the tab that opened the window is told at once; the merchant
 * closes the window or goes on to My channels here.
 */
export default function PlatformCallbackPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { platform = 'shopify' } = useParams();
  const { search } = useLocation();
  const result = useMemo(() => readCallbackResult(search), [search]);

  useEffect(() => {
    if (result.ok) announceStoreConnected(platform, result.shop ?? '');
  }, [result, platform]);

  const close = () => {
    window.close();
    // a window the app did not open cannot be closed by script: go on in it instead
    window.setTimeout(() => navigate(paths.channel(), { replace: true }), CLOSE_FALLBACK_MS);
  };
  // reasons that are message keys of the error catalogue read as everywhere else in the app
  const reasonText = (reason: ConnectFailureReason) => {
    const entry = messageEntry(reason);
    return entry
      ? t(entry.i18nKey, { ns: ERRORS_NAMESPACE })
      : t(`platformAuth.callback.reasons.${reason}`);
  };
  const platformName = t(
    `channels.cards.${platform === 'woocommerce' ? 'woocommerce' : 'shopify'}.title`,
  );

  return (
    <Result
      status={result.ok ? 'success' : 'error'}
      data-testid={result.ok ? 'platform-callback-success' : 'platform-callback-failed'}
      title={
        result.ok
          ? t('platformAuth.callback.success', { platform: platformName })
          : t('platformAuth.callback.failed', { platform: platformName })
      }
      subTitle={
        <>
          {result.shop && (
            <span dir="ltr" className="omni-platform-auth-shop">
              {result.shop}
            </span>
          )}
          <span>
            {result.ok ? t('platformAuth.callback.successText') : reasonText(result.reason)}
          </span>
        </>
      }
      extra={[
        <Button key="close" type="primary" onClick={close} data-testid="platform-callback-close">
          {t('platformAuth.callback.close')}
        </Button>,
        <Button key="channels" onClick={() => navigate(paths.channel())}>
          {t('platformAuth.goToChannels')}
        </Button>,
      ]}
    />
  );
}
