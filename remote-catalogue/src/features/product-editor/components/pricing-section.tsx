import { Button, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProductVariant } from '@omni/shared/contracts/catalogue';
import { displayMinor, type MoneyDisplay } from '@omni/shared/money';
import { productSettingsPath } from '@omni/shared/navigation';
import type { ProductDraft } from '../utils/product-draft';
import { variantPricing } from '../utils/variant-pricing';
import { EditorSection } from './editor-section';

export interface PricingSectionProps {
  draft: ProductDraft;
  currency: string;
  money: MoneyDisplay;
  /** Re-prices every variant with the workplace's pricing rule; null while the rule loads. */
  onApplyRule: (() => void) | null;
}

/** Cost, price, profit and margin of each variant in the display currency. */
export function PricingSection({ draft, currency, money, onApplyRule }: PricingSectionProps) {
  const { t, i18n } = useTranslation('catalogue');
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    maximumFractionDigits: 1,
  });
  const shown = (minor: number | null) =>
    minor === null ? '—' : displayMinor(minor, currency, money);
  return (
    <EditorSection
      section="pricing"
      extra={
        <Button
          onClick={onApplyRule ?? undefined}
          disabled={!onApplyRule}
          data-testid="editor-apply-pricing-rule"
        >
          {t('editor.pricing.applyRule')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        {t('editor.pricing.help', { currency: money.currency })}{' '}
        <Link to={productSettingsPath()}>{t('editor.pricing.editRule')}</Link>
      </Typography.Paragraph>
      <Table<ProductVariant>
        size="small"
        rowKey="supplier_variant_id"
        dataSource={draft.variants}
        pagination={draft.variants.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        data-testid="editor-pricing"
        columns={[
          {
            key: 'variant',
            title: t('editor.variants.variant'),
            render: (_, variant) =>
              variant.option_values.join(' / ') || t('editor.variants.default'),
          },
          {
            key: 'cost',
            title: t('editor.pricing.cost'),
            align: 'end',
            render: (_, variant) => shown(variantPricing(variant, currency, money.rates).cost),
          },
          {
            key: 'price',
            title: t('editor.pricing.price'),
            align: 'end',
            render: (_, variant, index) => (
              <span data-testid={`editor-pricing-price-${index}`}>{shown(variant.price)}</span>
            ),
          },
          {
            key: 'profit',
            title: t('editor.pricing.profit'),
            align: 'end',
            render: (_, variant) => {
              const { profit } = variantPricing(variant, currency, money.rates);
              return (
                <Typography.Text type={profit !== null && profit < 0 ? 'danger' : undefined}>
                  {shown(profit)}
                </Typography.Text>
              );
            },
          },
          {
            key: 'margin',
            title: t('editor.pricing.margin'),
            align: 'end',
            render: (_, variant) => {
              const { margin } = variantPricing(variant, currency, money.rates);
              return margin === null ? '—' : percent.format(margin);
            },
          },
        ]}
      />
    </EditorSection>
  );
}
