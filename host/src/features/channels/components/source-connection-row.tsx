import { Button, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SourceConnectionRowProps {
  /** Source key, used for the test id (aliexpress, cj, shopify). */
  sourceKey: string;
  name: string;
  detail?: ReactNode;
  connected: boolean;
  sandbox?: boolean;
  /** Shopify is the store itself: its row never offers Disconnect (spec 002 §2). */
  canDisconnect: boolean;
  busy?: boolean;
  onConnect?: () => void;
  onDisconnect?: () => void;
}

/**
 * A supply-source connection (spec 002 §2): an Active badge while linked, which turns into a
 * Disconnect button on hover (not for Shopify); Connect when not linked. The swap is pure CSS
 * (:hover, and :focus-within so the button is reachable from the keyboard too).
 */
export function SourceConnectionRow({
  sourceKey,
  name,
  detail,
  connected,
  sandbox = false,
  canDisconnect,
  busy = false,
  onConnect,
  onDisconnect,
}: SourceConnectionRowProps) {
  const { t } = useTranslation('host');
  const swaps = connected && canDisconnect;
  return (
    <div
      className={`omni-source-row${swaps ? ' omni-source-row-swaps' : ''}${busy ? ' is-busy' : ''}`}
      data-testid={`source-row-${sourceKey}`}
    >
      <div className="omni-source-row-name">
        <Typography.Text strong>{name}</Typography.Text>
        {sandbox && connected && (
          <Tag color="purple" data-testid="source-sandbox-badge">
            {t('channels.store.sandbox')}
          </Tag>
        )}
        {detail && <Typography.Text type="secondary">{detail}</Typography.Text>}
      </div>
      <div className="omni-source-row-action">
        {!connected && onConnect && (
          <Button size="small" type="primary" onClick={onConnect} data-testid="source-connect">
            {t('channels.actions.connect')}
          </Button>
        )}
        {connected && (
          <Tag color="green" className="omni-source-active" data-testid="source-active-badge">
            {t('channels.badges.active')}
          </Tag>
        )}
        {swaps && (
          <Button
            size="small"
            danger
            className="omni-source-disconnect"
            loading={busy}
            onClick={onDisconnect}
            data-testid="source-disconnect"
          >
            {t('channels.actions.disconnect')}
          </Button>
        )}
      </div>
    </div>
  );
}
