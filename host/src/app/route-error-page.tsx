import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** Last-resort error page for the host's own routes (a chunk that failed to load, a crash). */
export function RouteErrorPage() {
  const { t } = useTranslation('host');
  const error = useRouteError();
  console.error(error);
  return (
    <Result
      status="error"
      title={t('errorPage.title')}
      subTitle={t('errorPage.text')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errorPage.reload')}
        </Button>
      }
    />
  );
}
