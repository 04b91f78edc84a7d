import { useTranslation } from 'react-i18next';
import type { ProductCard } from '@omni/shared/contracts';
import type { PushResult } from '@omni/shared/contracts/push';
import { PushButtonOnIntent } from '@omni/shared/push-on-intent';
import type { PushProduct } from '@omni/shared/push-ui';
import { useMarkImported } from '../api/import-product';

/**
 * The card's push (001 §4 "Push from a card"): an imported product is pushed as its import (the
 * imported path), any other by its source (the source path: the server imports it first). With
 * Smart Push applying, it goes straight through without the dialog. The push UI comes from
 * @omni/shared/push-ui and reaches the API itself; nothing is imported from the catalogue remote.
 * It loads on intent (@omni/shared/push-on-intent): a page of cards does not carry it.
 */
export function CardPushButton({ product, shipTo }: { product: ProductCard; shipTo: string }) {
  const { t } = useTranslation('sourcing');
  const markImported = useMarkImported();
  const price = Math.round(product.price * 100);
  const imported = product.imported && product.product_package_id;
  const pushProduct: PushProduct = {
    id: imported ? product.product_package_id! : `${product.source}:${product.source_product_id}`,
    title: product.name,
    image: product.images[0] ?? null,
    currency: 'USD',
    price_from: price,
    price_to: price,
    variant_count: Math.max(1, product.total_variants),
    pushedStoreIds: [],
    ...(imported
      ? {}
      : {
          supplier: {
            source: product.source,
            product_id: product.source_product_id,
            ship_to: shipTo,
          },
        }),
  };
  const onPushed = (result: PushResult) => {
    const importId = result.product_package_ids[0]?.product_package_id;
    if (!imported && importId) markImported(product.source, product.source_product_id, importId);
  };
  return (
    <PushButtonOnIntent
      products={[pushProduct]}
      smartPush
      block
      label={t('card.push')}
      onPushed={onPushed}
      data-testid={`card-push-${product.source_product_id}`}
    />
  );
}
