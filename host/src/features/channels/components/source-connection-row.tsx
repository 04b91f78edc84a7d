import { Button, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
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
 * Disconnect button on hover or keyboard focus (not for Shopify); Connect when not linked.
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
  const [hovered, setHovered] = useState(false);
  const showDisconnect = connected && canDisconnect && (hovered || busy);
  return (
    <div
      className="omni-source-row"
      data-testid={`source-row-${sourceKey}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
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
        {connected && !showDisconnect && (
          // focusable so keyboard users can reach the Disconnect it turns into
          <Tag color="green" tabIndex={canDisconnect ? 0 : -1} data-testid="source-active-badge">
            {t('channels.badges.active')}
          </Tag>
        )}
        {showDisconnect && (
          <Button
            size="small"
            danger
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
