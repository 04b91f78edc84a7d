import { useMoneyDisplay } from '@omni/shared/api-client';
import { Flex, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';
import type { ExpertPickPage } from '@omni/shared/contracts';
import { EmptyState } from '@omni/shared/ui';
import { ProductCard } from '../../product-card/components/product-card';
import { ProductGrid, ProductGridSkeleton } from '../../product-card/components/product-grid';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import { useShipToParam } from '../../ship-to/hooks/use-ship-to-param';
import { useExpertsChoice } from '../api/get-experts-choice';
import { QuotaBanner } from '../components/quota-banner';
import { PushProgressOnIntent } from '@omni/shared/push-on-intent';

type Pick = ExpertPickPage['items'][number];

/**
 * /app/find-product/experts-choice: products picked by the product's experts, each with the
 * expert's note. Their video previews start after 3 s of hover (spec 001 §4).
 */
export default function ExpertsChoicePage() {
  const { t } = useTranslation('sourcing');
  const money = useMoneyDisplay();
  const [shipTo, setShipTo] = useShipToParam();
  const query = useExpertsChoice(shipTo);
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return (
    <Flex vertical gap="middle" data-testid="experts-choice-page">
      <Flex justify="space-between" align="center" wrap gap="small">
        <div>
          <Typography.Title level={2} style={{ marginBottom: 0 }}>
            {t('expertsChoice.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('expertsChoice.subtitle')}</Typography.Text>
        </div>
        <ShipToPicker value={shipTo} onChange={setShipTo} />
      </Flex>
      <QuotaBanner />
      {query.isPending ? (
        <ProductGridSkeleton />
      ) : query.isError && items.length === 0 ? (
        <LoadErrorAlert
          data-testid="products-error"
          title={t('findProduct.productsError')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState data-testid="products-empty" title={t('expertsChoice.empty')} />
      ) : (
        <ProductGrid<Pick>
          items={items}
          itemKey={(pick) => `${pick.product.source}:${pick.product.source_product_id}`}
          renderItem={(pick, { firstRow }) => (
            <Flex vertical gap={4} style={{ height: '100%' }}>
              <Typography.Text italic type="secondary" data-testid="expert-note">
                {t(pick.note_key, { defaultValue: '' })}
              </Typography.Text>
              <ProductCard
                product={pick.product}
                mode="import"
                money={money}
                shipTo={shipTo}
                expertsChoice
                firstRow={firstRow}
              />
            </Flex>
          )}
          hasNextPage={query.hasNextPage}
          isFetchingNextPage={query.isFetchingNextPage}
          fetchNextPage={() => void query.fetchNextPage()}
        />
      )}
      <PushProgressOnIntent />
    </Flex>
  );
}
