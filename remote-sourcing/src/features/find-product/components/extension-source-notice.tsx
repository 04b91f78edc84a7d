import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductSource } from '../utils/product-sources';

/**
 * eBay, Amazon and Temu products reach the app through the browser extension (spec 001 §7), not
 * through a search here: the page says so instead of showing an empty list.
 */
export function ExtensionSourceNotice({ source }: { source: ProductSource }) {
  const { t } = useTranslation('sourcing');
  const name = t(`findProduct.sources.${source}`);
  return (
    <Alert
      type="info"
      showIcon
      data-testid="extension-source-notice"
      title={t('findProduct.extensionTitle', { source: name })}
      description={t('findProduct.extensionBody', { source: name })}
    />
  );
}
