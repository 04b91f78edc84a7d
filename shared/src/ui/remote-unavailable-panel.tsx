import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface RemoteUnavailablePanelProps {
  onRetry: () => void;
  /** Set while a retry is under way. */
  retrying?: boolean;
}

/** "This area is temporarily unavailable" with Retry: what a failed remote area shows. */
export function RemoteUnavailablePanel({ onRetry, retrying = false }: RemoteUnavailablePanelProps) {
  const { t } = useTranslation('shared');
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t('remote.unavailableDescription')}
      data-testid="remote-unavailable"
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {t('remote.retry')}
        </Button>
      }
    />
  );
}
