import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import {
  SUPPLIER_PRODUCT_SORTS,
  useSupplierProducts,
  type SupplierProductSort,
} from '../api/get-supplier-products';
import { ProductResults } from './product-results';

export interface SupplierProductsProps {
  supplierId: string;
  /** Null when the supplier is not among the favourites (its name is not known here). */
  supplierName: string | null;
  sort: SupplierProductSort;
  onSortChange: (sort: SupplierProductSort) => void;
  shipTo: string;
  onShipToChange: (code: string) => void;
}

/** A favourite supplier's products as import cards, sorted by price or latest volume. */
export function SupplierProducts({
  supplierId,
  supplierName,
  sort,
  onSortChange,
  shipTo,
  onShipToChange,
}: SupplierProductsProps) {
  const { t } = useTranslation('sourcing');
  const products = useSupplierProducts(supplierId, sort, shipTo);
  return (
    <Flex vertical gap="middle" data-testid="supplier-products">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {supplierName
          ? t('favoriteSupplier.productsOf', { name: supplierName })
          : t('favoriteSupplier.supplierProducts')}
      </Typography.Title>
      <Flex gap="middle" wrap align="center">
        <Segmented<SupplierProductSort>
          aria-label={t('sort.label')}
          data-testid="supplier-sort"
          value={sort}
          onChange={onSortChange}
          options={SUPPLIER_PRODUCT_SORTS.map((value) => ({
            value,
            label: t(`sort.options.${value}`),
          }))}
        />
        <ShipToPicker value={shipTo} onChange={onShipToChange} />
      </Flex>
      <ProductResults query={products} shipTo={shipTo} />
    </Flex>
  );
}
