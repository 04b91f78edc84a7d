import { DeleteOutlined, PictureOutlined, WarningFilled } from '@ant-design/icons';
import { Alert, Button, Input, Select, Space, Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  NAME_MAX,
  VARIANT_WARNING_ABOVE,
  type ProductVariant,
} from '@omni/shared/contracts/catalogue';
import {
  canRemoveOptionValue,
  canRemoveVariant,
  removeOptionValue,
  removeVariant,
  renameOption,
  renameOptionValue,
  updateVariant,
  type ProductDraft,
} from '../utils/product-draft';
import { EditorSection } from './editor-section';
import { MoneyInput } from '../../../common/form/money-input';
import { OptionValueInput } from './option-value-input';

export interface VariantsSectionProps {
  draft: ProductDraft;
  currency: string;
  onChange: (edit: (draft: ProductDraft) => ProductDraft) => void;
}

/** Above this many variants the table renders only the rows in view. */
const VIRTUAL_ABOVE = 50;

/** Options and their values (rename, remove), and each variant's price, SKU, stock and image. */
export function VariantsSection({ draft, currency, onChange }: VariantsSectionProps) {
  const { t } = useTranslation('catalogue');
  const count = draft.variants.length;
  return (
    <EditorSection
      section="variants"
      extra={
        <Typography.Text type="secondary" data-testid="editor-variant-count">
          {t('editor.variants.count', { count })}
        </Typography.Text>
      }
    >
      {count > VARIANT_WARNING_ABOVE && (
        <Alert
          type="warning"
          showIcon
          icon={<WarningFilled aria-hidden />}
          title={t('list.tooManyVariants', { limit: VARIANT_WARNING_ABOVE })}
          data-testid="editor-variant-warning"
          style={{ marginBottom: 12 }}
        />
      )}
      <div className="omni-editor-options" data-testid="editor-options">
        {draft.options.map((option, optionIndex) => (
          <fieldset key={optionIndex} className="omni-editor-option">
            <legend className="omni-visually-hidden">
              {t('editor.variants.option', { name: option.name })}
            </legend>
            <Input
              value={option.name}
              maxLength={NAME_MAX}
              onChange={(event) =>
                onChange((current) => renameOption(current, optionIndex, event.target.value))
              }
              aria-label={t('editor.variants.optionName', { index: optionIndex + 1 })}
              data-testid={`editor-option-name-${optionIndex}`}
              style={{ maxWidth: 240 }}
            />
            <Space wrap size={[8, 8]}>
              {option.values.map((value) => (
                <OptionValueInput
                  key={value}
                  value={value}
                  siblings={option.values}
                  removable={canRemoveOptionValue(draft, optionIndex, value)}
                  onRename={(next) =>
                    onChange((current) => renameOptionValue(current, optionIndex, value, next))
                  }
                  onRemove={() =>
                    onChange((current) => removeOptionValue(current, optionIndex, value))
                  }
                />
              ))}
            </Space>
          </fieldset>
        ))}
      </div>
      <Table<ProductVariant>
        size="small"
        rowKey="supplier_variant_id"
        dataSource={draft.variants}
        pagination={false}
        virtual={count > VIRTUAL_ABOVE}
        // an empty table scrolling sideways is a scroll region nothing in it can be focused to
        // scroll (axe scrollable-region-focusable)
        scroll={count === 0 ? undefined : count > VIRTUAL_ABOVE ? { x: 960, y: 520 } : { x: 960 }}
        data-testid="editor-variants"
        columns={[
          {
            key: 'image',
            title: t('editor.variants.image'),
            width: 120,
            render: (_, variant) => (
              <Select<string>
                value={variant.image ?? ''}
                onChange={(image) =>
                  onChange((current) =>
                    updateVariant(current, variant.supplier_variant_id, { image: image || null }),
                  )
                }
                aria-label={t('editor.variants.imageOf', {
                  name: variant.option_values.join(' / '),
                })}
                popupMatchSelectWidth={false}
                options={[
                  {
                    value: '',
                    label: <PictureOutlined aria-label={t('editor.variants.noImage')} />,
                  },
                  ...draft.images.map((image, index) => ({
                    value: image.url,
                    label: (
                      <img
                        src={image.url}
                        alt={t('editor.images.imageNumber', { number: index + 1 })}
                        width={32}
                        height={32}
                        style={{ objectFit: 'cover', verticalAlign: 'middle' }}
                      />
                    ),
                  })),
                ]}
                style={{ width: 80 }}
              />
            ),
          },
          {
            key: 'variant',
            title: t('editor.variants.variant'),
            render: (_, variant) => (
              <span data-testid="editor-variant-name">
                {variant.option_values.join(' / ') || t('editor.variants.default')}
              </span>
            ),
          },
          {
            key: 'price',
            title: t('editor.variants.price'),
            width: 150,
            render: (_, variant, index) => (
              <MoneyInput
                value={variant.price}
                currency={currency}
                onChange={(price) =>
                  onChange((current) =>
                    updateVariant(current, variant.supplier_variant_id, { price: price ?? 0 }),
                  )
                }
                label={t('editor.variants.priceOf', { name: variant.option_values.join(' / ') })}
                data-testid={`editor-variant-price-${index}`}
              />
            ),
          },
          {
            key: 'compareAt',
            title: t('editor.variants.compareAt'),
            width: 150,
            render: (_, variant, index) => (
              <MoneyInput
                value={variant.compare_at_price}
                currency={currency}
                onChange={(compare_at_price) =>
                  onChange((current) =>
                    updateVariant(current, variant.supplier_variant_id, { compare_at_price }),
                  )
                }
                label={t('editor.variants.compareAtOf', {
                  name: variant.option_values.join(' / '),
                })}
                data-testid={`editor-variant-compare-at-${index}`}
              />
            ),
          },
          {
            key: 'sku',
            title: t('editor.variants.sku'),
            width: 160,
            render: (_, variant) => (
              <Input
                value={variant.sku}
                maxLength={NAME_MAX}
                onChange={(event) =>
                  onChange((current) =>
                    updateVariant(current, variant.supplier_variant_id, {
                      sku: event.target.value,
                    }),
                  )
                }
                aria-label={t('editor.variants.skuOf', { name: variant.option_values.join(' / ') })}
              />
            ),
          },
          {
            key: 'stock',
            title: t('editor.variants.stock'),
            width: 110,
            align: 'end',
            render: (_, variant) => variant.supplier_stock,
          },
          {
            key: 'remove',
            title: <span className="omni-visually-hidden">{t('editor.variants.remove')}</span>,
            width: 56,
            render: (_, variant) => (
              <Tooltip
                title={
                  canRemoveVariant(draft)
                    ? t('editor.variants.remove')
                    : t('editor.variants.lastVariant')
                }
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  disabled={!canRemoveVariant(draft)}
                  onClick={() =>
                    onChange((current) => removeVariant(current, variant.supplier_variant_id))
                  }
                  aria-label={t('editor.variants.removeOf', {
                    name: variant.option_values.join(' / '),
                  })}
                />
              </Tooltip>
            ),
          },
        ]}
      />
    </EditorSection>
  );
}
