import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useProductSource } from '../hooks/use-product-source';
import { PRODUCT_SOURCES, resolveProductSource } from '../utils/product-sources';

/** The source choice of find product: the own catalogue, AliExpress, eBay, Amazon. */
export function SourceTabs() {
  const { t } = useTranslation('sourcing');
  const [source, selectSource] = useProductSource();
  return (
    <Tabs
      aria-label={t('findProduct.sourceLabel')}
      data-testid="product-source-tabs"
      activeKey={source}
      onChange={(key) => selectSource(resolveProductSource(key))}
      items={PRODUCT_SOURCES.map((option) => ({
        key: option,
        label: (
          <span data-testid={`product-source-${option}`}>{t(`findProduct.sources.${option}`)}</span>
        ),
      }))}
    />
  );
}
