import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';

export interface LoadErrorAlertProps {
  /** What could not be loaded, already translated in the caller's namespace. */
  title: string;
  onRetry: () => void;
  'data-testid'?: string;
}

/** Data that failed to load, in place of the data, with a Retry that refetches it. */
export function LoadErrorAlert({ title, onRetry, 'data-testid': testId }: LoadErrorAlertProps) {
  const { t } = useTranslation('shared');
  return (
    <Alert
      type="error"
      showIcon
      data-testid={testId}
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {t('loadError.retry')}
        </Button>
      }
    />
  );
}
