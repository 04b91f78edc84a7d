import { Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { importListPath, productCenterPath } from '@omni/shared/navigation';
import type { CatalogueCounts } from '@omni/shared/contracts';
import { CountBadge } from './count-badge';

export type ProductList = 'importList' | 'productCenter';

interface ProductListsTabsProps {
  active: ProductList;
  counts: CatalogueCounts | undefined;
}

const PATHS: Record<ProductList, () => string> = {
  importList: importListPath,
  productCenter: productCenterPath,
};

/** Switches between the import list and the product center, each with its total as a badge. */
export function ProductListsTabs({ active, counts }: ProductListsTabsProps) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const badge: Record<ProductList, number | undefined> = {
    importList: counts?.import_list,
    productCenter: counts?.product_center,
  };
  return (
    <Tabs
      aria-label={t('tabs.label')}
      activeKey={active}
      onChange={(key) => {
        if (key === 'importList' || key === 'productCenter') void navigate(PATHS[key]());
      }}
      items={(['importList', 'productCenter'] as const).map((list) => ({
        key: list,
        label: (
          <Space size={6} data-testid={`tab-${list}`}>
            {t(`tabs.${list}`)}
            <CountBadge count={badge[list]} testId={`count-${list}`} />
          </Space>
        ),
      }))}
    />
  );
}
