import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { findProductPath } from '@omni/shared/navigation';
import { EmptyState } from '@omni/shared/ui';

interface FindProductsEmptyProps {
  title: string;
  description: string;
  testId: string;
}

/** An empty list that points the merchant to where products come from. */
export function FindProductsEmpty({ title, description, testId }: FindProductsEmptyProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  return (
    <EmptyState
      data-testid={testId}
      title={title}
      description={description}
      action={
        <Button
          type="primary"
          data-testid="find-products-link"
          onClick={() => void navigate(findProductPath())}
        >
          {t('findProducts')}
        </Button>
      }
    />
  );
}
