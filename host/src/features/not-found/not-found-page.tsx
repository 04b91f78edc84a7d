import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { paths } from '@omni/shared/navigation';

/** Unknown paths, public or in-app (spec 000 §2). */
export default function NotFoundPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.text')}
      extra={
        <Button type="primary" onClick={() => navigate(paths.home())} data-testid="not-found-home">
          {t('notFound.home')}
        </Button>
      }
      data-testid="not-found"
    />
  );
}
