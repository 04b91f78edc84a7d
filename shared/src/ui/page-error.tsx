import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PageErrorProps {
  /** Retry what failed; default reloads the page. */
  onRetry?: () => void;
  /** Go back to a safe page; hidden when not given. */
  onBackHome?: () => void;
}

/** A page that could not be shown: translated, with reload and (optionally) back-to-home. */
export function PageError({ onRetry, onBackHome }: PageErrorProps) {
  const { t } = useTranslation('shared');
  return (
    <Result
      status="error"
      title={t('pageError.title')}
      subTitle={t('pageError.description')}
      data-testid="page-error"
      extra={[
        <Button key="reload" type="primary" onClick={onRetry ?? (() => window.location.reload())}>
          {t('pageError.reload')}
        </Button>,
        onBackHome ? (
          <Button key="home" onClick={onBackHome}>
            {t('pageError.backHome')}
          </Button>
        ) : null,
      ]}
    />
  );
}
