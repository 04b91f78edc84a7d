import { Alert, Card, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatPriceRange } from '@omni/shared/money';
import type { ExtensionProduct } from '@omni/shared/contracts';
import { useImportErrorText } from '../../product-card/components/import-button';
import type { CardImportState } from '../../product-card/utils/import-state';
import { useExtensionBridge, type BridgeStatus } from '../hooks/use-extension-bridge';

const STATUS_ALERT: Record<BridgeStatus, 'info' | 'success' | 'warning'> = {
  waiting: 'info',
  connected: 'success',
  absent: 'warning',
  outdated: 'warning',
};

function priceText(product: ExtensionProduct, locale: string) {
  const prices = product.variants.map((variant) => variant.price);
  return formatPriceRange(Math.min(...prices), Math.max(...prices), product.currency, { locale });
}

function ImportStateText({ state, id }: { state: CardImportState; id: string }) {
  const { t } = useTranslation('sourcing');
  const errorText = useImportErrorText();
  if (state.status === 'error')
    return (
      <Typography.Text type="danger" role="alert" data-testid={`extension-import-error-${id}`}>
        {errorText(state.error)}
      </Typography.Text>
    );
  const label = state.status === 'imported' ? t('card.imported') : t('card.importing');
  return (
    <Tag color={state.status === 'imported' ? 'green' : 'blue'} data-state={state.status}>
      {label}
    </Tag>
  );
}

/**
 * eBay, Amazon and Temu (spec 001 §7): whether the browser extension is there, and the products
 * it sent with their import state. Mounted while one of those sources is chosen.
 */
export function ExtensionImports({ shipTo }: { shipTo: string }) {
  const { t, i18n } = useTranslation('sourcing');
  const { status, received, rejected } = useExtensionBridge({ shipTo });
  return (
    <Flex vertical gap="small" data-testid="extension-imports" data-status={status}>
      <Alert
        type={STATUS_ALERT[status]}
        showIcon
        data-testid="extension-status"
        title={t(`extensionBridge.status.${status}`)}
      />
      {rejected > 0 ? (
        <Alert
          type="error"
          showIcon
          data-testid="extension-rejected"
          title={t('extensionBridge.rejected', { count: rejected })}
        />
      ) : null}
      {received.length > 0 ? (
        <section aria-labelledby="extension-received-title">
          <Typography.Title level={5} id="extension-received-title">
            {t('extensionBridge.receivedTitle')}
          </Typography.Title>
          <Flex vertical gap="small" role="list">
            {received.map(({ key, product, state }) => (
              <Card size="small" key={key} role="listitem" data-testid={`extension-product-${key}`}>
                <Flex gap="middle" align="center">
                  <img src={product.images[0]} alt="" width={56} height={56} />
                  <Flex vertical flex={1} style={{ minWidth: 0 }}>
                    <a href={product.source_url} target="_blank" rel="noopener noreferrer">
                      {product.title}
                    </a>
                    <Typography.Text type="secondary">
                      {t('extensionBridge.productLine', {
                        source: t(`findProduct.sources.${product.source}`),
                        price: priceText(product, i18n.language),
                        seller: product.seller.name,
                      })}
                    </Typography.Text>
                  </Flex>
                  <ImportStateText state={state} id={key} />
                </Flex>
              </Card>
            ))}
          </Flex>
        </section>
      ) : null}
    </Flex>
  );
}
