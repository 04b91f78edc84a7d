import { Button, Col, Form, Input, InputNumber, Row, Select, Tag } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CREATE_ORDER_MAX_QUANTITY } from '@omni/shared/contracts/orders';
import { useOrderProduct, useProductSearch } from '../api/order-products';
import {
  defaultLinePrice,
  lineProblems,
  type CreateOrderFormValues,
  type LineProblem,
} from '../utils/create-order-form';

/** Waits this long after the last key before searching the products. */
const SEARCH_DELAY_MS = 300;

/**
 * One line of the order: an imported product (searched by title), one of its variants, the
 * quantity and the unit price in the order's currency. The checks are the line rules of
 * create-order-form, so the form says the same as its tests.
 */
export function OrderLineFields({
  form,
  index,
  storeId,
  onRemove,
  removable,
}: {
  form: FormInstance<CreateOrderFormValues>;
  index: number;
  storeId: string | null;
  onRemove: () => void;
  removable: boolean;
}) {
  const { t } = useTranslation('orders');
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const products = useProductSearch(search);
  const productId: string | undefined = Form.useWatch(['lines', index, 'product_id'], form);
  const currency: string = Form.useWatch('currency', form) ?? 'USD';
  const product = useOrderProduct(productId);

  // a product just chosen starts on its first variant, at its selling price
  useEffect(() => {
    const data = product.data;
    if (!data || data.id !== productId) return;
    const line = form.getFieldValue(['lines', index]) as { variant_id?: string } | undefined;
    if (line?.variant_id && data.variants.some((v) => v.supplier_variant_id === line.variant_id))
      return;
    const first = data.variants[0];
    form.setFieldValue(['lines', index, 'variant_id'], first?.supplier_variant_id);
    form.setFieldValue(
      ['lines', index, 'price'],
      defaultLinePrice(first?.price, data.currency, form.getFieldValue('currency') as string),
    );
  }, [product.data, productId, index, form]);

  const productOptions = useMemo(() => {
    const found = products.data ?? [];
    const options = found.map((item) => ({
      value: item.id,
      label: item.title,
      inStore: storeId !== null && item.pushed_store_ids.includes(storeId),
    }));
    // the chosen product stays an option while another search is shown
    if (product.data && !options.some((o) => o.value === product.data.id))
      options.unshift({ value: product.data.id, label: product.data.title, inStore: false });
    return options;
  }, [products.data, product.data, storeId]);

  const variantOptions = (product.data?.variants ?? []).map((v) => ({
    value: v.supplier_variant_id,
    label:
      v.option_values.length > 0 ? v.option_values.join(' / ') : t('createOrder.lines.onlyVariant'),
  }));

  /** A rule of the line from lineProblems: refused when the line has one of `problems`. */
  const rule = (problems: LineProblem[]) => ({
    validator: async () => {
      const values = form.getFieldsValue(true) as CreateOrderFormValues;
      const found = lineProblems(values.lines ?? [], values.currency)[index] ?? [];
      const problem = problems.find((p) => found.includes(p));
      if (problem)
        throw new Error(t(`createOrder.problems.${problem}`, { currency: values.currency }));
    },
  });
  const lineNumber = index + 1;

  return (
    <Row gutter={12} align="top" data-testid="create-order-line">
      <Col xs={24} md={9}>
        <Form.Item
          name={[index, 'product_id']}
          label={t('createOrder.lines.product', { number: lineNumber })}
          rules={[rule(['product_required'])]}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setTyped }}
            placeholder={t('createOrder.lines.productPlaceholder')}
            loading={products.isFetching}
            notFoundContent={
              products.isError
                ? t('createOrder.lines.loadError')
                : products.isPending
                  ? null
                  : t('createOrder.lines.noProducts')
            }
            options={productOptions.map((o) => ({
              value: o.value,
              title: o.label,
              label: (
                <span>
                  {o.label}
                  {o.inStore ? (
                    <Tag color="green" style={{ marginInlineStart: 8 }}>
                      {t('createOrder.lines.inStore')}
                    </Tag>
                  ) : null}
                </span>
              ),
            }))}
            onChange={() => form.setFieldValue(['lines', index, 'variant_id'], undefined)}
            data-testid="create-order-product"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={6}>
        <Form.Item
          name={[index, 'variant_id']}
          label={t('createOrder.lines.variant', { number: lineNumber })}
          rules={[rule(['variant_required', 'duplicate_variant'])]}
        >
          <Select
            options={variantOptions}
            loading={product.isFetching}
            disabled={!productId}
            data-testid="create-order-variant"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={3}>
        <Form.Item
          name={[index, 'quantity']}
          label={t('createOrder.lines.quantity', { number: lineNumber })}
          rules={[rule(['quantity_range'])]}
        >
          <InputNumber
            min={1}
            max={CREATE_ORDER_MAX_QUANTITY}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={4}>
        <Form.Item
          name={[index, 'price']}
          label={t('createOrder.lines.price', { number: lineNumber, currency })}
          dependencies={['currency']}
          rules={[rule(['price_invalid'])]}
        >
          <Input inputMode="decimal" suffix={currency} />
        </Form.Item>
      </Col>
      <Col xs={24} md={2}>
        <Form.Item label={<span aria-hidden>&nbsp;</span>} colon={false}>
          <Button
            onClick={onRemove}
            disabled={!removable}
            aria-label={t('createOrder.lines.remove', { number: lineNumber })}
            data-testid="create-order-remove-line"
          >
            {t('createOrder.lines.removeShort')}
          </Button>
        </Form.Item>
      </Col>
    </Row>
  );
}
