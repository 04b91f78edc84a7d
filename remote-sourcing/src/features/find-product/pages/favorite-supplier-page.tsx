import { StarFilled } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@omni/shared/ui';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@omni/shared/ui';
import { useShipToParam } from '../../ship-to/hooks/use-ship-to-param';
import { countryName, displayCountryCode } from '@omni/shared/format';
import { useFavouriteSuppliers } from '../api/get-favourite-suppliers';
import { SUPPLIER_PRODUCT_SORTS, type SupplierProductSort } from '../api/get-supplier-products';
import {
  useAddFavouriteSupplier,
  useRemoveFavouriteSupplier,
} from '../api/change-favourite-supplier';
import { FavouriteProducts } from '../components/favourite-products';
import { SupplierProducts } from '../components/supplier-products';
import { PushProgressOnIntent } from '@omni/shared/push-on-intent';

/** The param the supplier links of cards and details use (`?store_id=`). */
const SUPPLIER_PARAM = 'store_id';
const SORT_PARAM = 'sort';
/** `?tab=products` shows the favourite products; the suppliers are the default. */
const TAB_PARAM = 'tab';

const readSort = (value: string | null): SupplierProductSort =>
  SUPPLIER_PRODUCT_SORTS.find((sort) => sort === value) ?? SUPPLIER_PRODUCT_SORTS[0];

/**
 * /app/find-product/favorite-supplier: the workplace's favourites. Suppliers, and the chosen
 * one's products (supplier, sort and ship-to kept in the URL; a detail's seller link opens it
 * for its supplier, which can be added to the favourites from here); and the favourite products
 * (GET center/products/favourite).
 */
export default function FavoriteSupplierPage() {
  const { t, i18n } = useTranslation('sourcing');
  const query = useFavouriteSuppliers();
  const remove = useRemoveFavouriteSupplier();
  const add = useAddFavouriteSupplier();
  const [params, setParams] = useSearchParams();
  const [shipTo, setShipTo] = useShipToParam();
  const suppliers = query.data?.pages.flatMap((page) => page.items) ?? [];
  const number = new Intl.NumberFormat(i18n.language);
  const chosenId = /^[0-9]{1,9}$/.test(params.get(SUPPLIER_PARAM) ?? '')
    ? params.get(SUPPLIER_PARAM)
    : null;
  const chosen = suppliers.find((supplier) => supplier.store_id === chosenId);
  const tab = params.get(TAB_PARAM) === 'products' ? 'products' : 'suppliers';
  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      return next;
    });
  return (
    <Flex vertical gap="middle" data-testid="favorite-supplier-page">
      <Typography.Title level={2}>{t('favoriteSupplier.title')}</Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParam(TAB_PARAM, key)}
        items={[
          { key: 'suppliers', label: t('favoriteSupplier.tabs.suppliers') },
          { key: 'products', label: t('favoriteSupplier.tabs.products') },
        ]}
      />
      {tab === 'products' ? (
        <FavouriteProducts shipTo={shipTo} onShipToChange={setShipTo} />
      ) : (
        <>
          {query.isPending ? (
            <Skeleton active />
          ) : query.isError && suppliers.length === 0 ? (
            <LoadErrorAlert
              data-testid="suppliers-error"
              title={t('favoriteSupplier.error')}
              onRetry={() => void query.refetch()}
            />
          ) : suppliers.length === 0 ? (
            <EmptyState data-testid="suppliers-empty" title={t('favoriteSupplier.empty')} />
          ) : (
            <div
              data-testid="supplier-list"
              style={{
                display: 'grid',
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
                gap: 16,
              }}
            >
              {suppliers.map((supplier) => (
                <Card key={supplier.store_id} size="small" data-testid="supplier-card">
                  <Typography.Text strong>{supplier.store_name}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">
                    {countryName(supplier.country, i18n.language)} (
                    {displayCountryCode(supplier.country)})
                  </Typography.Text>
                  <Flex gap="middle" wrap style={{ marginTop: 8, fontSize: 12 }}>
                    <span>
                      <StarFilled aria-label={t('card.rating')} style={{ color: '#f5a623' }} />{' '}
                      {supplier.rating.toLocaleString(i18n.language, { maximumFractionDigits: 1 })}
                    </span>
                    <span>
                      {t('favoriteSupplier.followers', {
                        value: number.format(supplier.followers),
                        count: supplier.followers,
                      })}
                    </span>
                    <span>
                      {t('favoriteSupplier.products', {
                        value: number.format(supplier.product_count),
                        count: supplier.product_count,
                      })}
                    </span>
                    <span>{t('favoriteSupplier.since', { year: supplier.opened_year })}</span>
                  </Flex>
                  <Flex justify="space-between" align="center" style={{ marginTop: 8 }}>
                    {/^https?:\/\//i.test(supplier.store_url) ? (
                      <a href={supplier.store_url} target="_blank" rel="noopener noreferrer">
                        {t('favoriteSupplier.visit')}
                      </a>
                    ) : null}
                    <Flex gap="small" style={{ marginInlineStart: 'auto' }}>
                      <Button
                        size="small"
                        type={chosen?.store_id === supplier.store_id ? 'primary' : 'default'}
                        data-testid={`supplier-show-${supplier.store_id}`}
                        onClick={() => setParam(SUPPLIER_PARAM, supplier.store_id)}
                      >
                        {t('favoriteSupplier.showProducts')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        loading={remove.isPending && remove.variables === supplier.store_id}
                        data-testid={`supplier-remove-${supplier.store_id}`}
                        onClick={() => remove.mutate(supplier.store_id)}
                      >
                        {t('favoriteSupplier.remove')}
                      </Button>
                    </Flex>
                  </Flex>
                </Card>
              ))}
            </div>
          )}
          {query.hasNextPage ? (
            <Button
              loading={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
              data-testid="suppliers-more"
            >
              {t('favoriteSupplier.more')}
            </Button>
          ) : null}
          {chosenId && !query.isPending ? (
            <>
              {chosen ? null : (
                <Button
                  type="primary"
                  style={{ alignSelf: 'flex-start' }}
                  loading={add.isPending}
                  data-testid="supplier-add"
                  onClick={() => add.mutate(chosenId)}
                >
                  {t('favoriteSupplier.add')}
                </Button>
              )}
              <SupplierProducts
                supplierId={chosenId}
                supplierName={chosen?.store_name ?? null}
                sort={readSort(params.get(SORT_PARAM))}
                onSortChange={(sort) => setParam(SORT_PARAM, sort)}
                shipTo={shipTo}
                onShipToChange={setShipTo}
              />
            </>
          ) : null}
        </>
      )}
      <PushProgressOnIntent />
    </Flex>
  );
}
