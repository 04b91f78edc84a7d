import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_SOURCES,
  resolveProductSource,
  type ProductSource,
} from '../utils/product-sources';

/** The source choice of find product: the own catalogue, AliExpress, eBay, Amazon. */
export function SourceTabs({
  source,
  onSelect,
}: {
  source: ProductSource;
  onSelect: (source: ProductSource) => void;
}) {
  const { t } = useTranslation('sourcing');
  return (
    <Tabs
      aria-label={t('findProduct.sourceLabel')}
      data-testid="product-source-tabs"
      activeKey={source}
      onChange={(key) => onSelect(resolveProductSource(key))}
      items={PRODUCT_SOURCES.map((option) => ({
        key: option,
        label: (
          <span data-testid={`product-source-${option}`}>{t(`findProduct.sources.${option}`)}</span>
        ),
      }))}
    />
  );
}
