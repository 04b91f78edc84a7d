import { Alert, Button, Flex, Form, Input, Modal, Select, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiGet, call, unwrap } from '@omni/shared/api-client';
import type { SupplierProduct } from '@omni/shared/contracts';
import {
  API_PLACEMENT_SOURCES,
  changeSupplierEndpoint,
  type ApiPlacementSource,
  type OrderDetailLine,
} from '@omni/shared/contracts/orders';
import { formatPrice } from '@omni/shared/money';
import { useFocusReturn } from '@omni/shared/ui';
import { lineRecommendation } from '../utils/line-recommendation';

interface ChangeSupplierDialogProps {
  orderId: string;
  line: OrderDetailLine;
  onClose: () => void;
}

const isApiSource = (value: string | null | undefined): value is ApiPlacementSource =>
  (API_PLACEMENT_SOURCES as readonly string[]).includes(value ?? '');

/**
 * Another supplier product for a line (spec 002 §7 change-supplier): the source, the product as
 * the supplier numbers it (the recommendation filled in when there is one), then one of its
 * variants the supplier has in stock.
 */
export function ChangeSupplierDialog({ orderId, line, onClose }: ChangeSupplierDialogProps) {
  const { t } = useTranslation('orders');
  useFocusReturn();
  const client = useQueryClient();
  const recommended = lineRecommendation(line);
  const [source, setSource] = useState<ApiPlacementSource>(
    isApiSource(recommended?.source)
      ? recommended.source
      : isApiSource(line.source)
        ? line.source
        : 'aliexpress',
  );
  const [productId, setProductId] = useState(recommended?.source_product_id ?? '');
  const [looked, setLooked] = useState<{ source: ApiPlacementSource; id: string } | null>(null);
  const [skuId, setSkuId] = useState<string | null>(recommended?.sku_id ?? null);

  const product = useQuery({
    queryKey: ['orders', 'change-supplier-product', looked] as const,
    enabled: looked !== null,
    queryFn: async ({ signal }) =>
      unwrap(
        await apiGet<SupplierProduct>(
          `center/products/source/${looked!.source}/${encodeURIComponent(looked!.id)}`,
          undefined,
          { signal, silent: true },
        ),
      ),
  });
  const save = useMutation({
    mutationFn: async () =>
      unwrap(
        await call(
          changeSupplierEndpoint,
          {
            params: { id: orderId },
            body: {
              line_items: [{ id: line.id, source, source_product_id: looked!.id, sku_id: skuId! }],
            },
          },
          { silent: true },
        ),
      ),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['orders', 'detail', orderId] });
      void client.invalidateQueries({ queryKey: ['orders', 'log', orderId] });
      onClose();
    },
  });
  const rule =
    save.error instanceof ApiError ? save.error.result.errors?.[0]?.params?.rule : undefined;

  return (
    <Modal
      open
      title={t('orderDetail.changeSupplier.title', { title: line.title })}
      okText={t('orderDetail.changeSupplier.save')}
      cancelText={t('orderDetail.changeSupplier.cancel')}
      okButtonProps={{ disabled: !product.data || !skuId, loading: save.isPending }}
      onOk={() => save.mutate()}
      onCancel={onClose}
      data-testid="change-supplier-dialog"
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('orderDetail.changeSupplier.source')}>
          <Select
            value={source}
            onChange={(value) => {
              setSource(value);
              setLooked(null);
            }}
            options={API_PLACEMENT_SOURCES.map((value) => ({
              value,
              label: t(`placement.sources.${value}`),
            }))}
            aria-label={t('orderDetail.changeSupplier.source')}
            data-testid="change-supplier-source"
          />
        </Form.Item>
        <Form.Item label={t('orderDetail.changeSupplier.productId')}>
          <Flex gap="small">
            <Input
              value={productId}
              onChange={(event) => setProductId(event.target.value)}
              aria-label={t('orderDetail.changeSupplier.productId')}
              data-testid="change-supplier-product-id"
            />
            <Button
              disabled={!productId.trim()}
              onClick={() => {
                setSkuId(null);
                setLooked({ source, id: productId.trim() });
              }}
              data-testid="change-supplier-find"
            >
              {t('orderDetail.changeSupplier.find')}
            </Button>
          </Flex>
        </Form.Item>
        {product.isError ? (
          <Alert type="error" showIcon title={t('orderDetail.changeSupplier.notFound')} />
        ) : null}
        {product.data ? (
          <Form.Item label={t('orderDetail.changeSupplier.variant')}>
            <Typography.Paragraph type="secondary">{product.data.name}</Typography.Paragraph>
            <Select
              value={skuId}
              onChange={setSkuId}
              placeholder={t('orderDetail.changeSupplier.variantPlaceholder')}
              options={product.data.variants.map((variant) => ({
                value: variant.sku_id,
                label: t('orderDetail.changeSupplier.variantOption', {
                  options: variant.aliexpress_options || variant.sku_id,
                  price: formatPrice(variant.price_usd, product.data.currency),
                  stock: variant.quantity,
                }),
              }))}
              aria-label={t('orderDetail.changeSupplier.variant')}
              data-testid="change-supplier-variant"
            />
          </Form.Item>
        ) : null}
        {save.isError ? (
          <Alert
            type="error"
            showIcon
            title={t(
              `orderDetail.changeSupplier.refused.${typeof rule === 'string' ? rule : 'other'}`,
              {
                defaultValue: t('orderDetail.changeSupplier.refused.other'),
              },
            )}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
