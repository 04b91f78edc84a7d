import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProductOption, SupplierVariant } from '@omni/shared/contracts';
import { isValueAvailable, skuImageOf, type OptionSelection } from '../utils/variants';

export interface VariantPickerProps {
  options: ProductOption[];
  /** Available variants only (quantity 0 dropped). */
  variants: SupplierVariant[];
  selection: OptionSelection;
  onChange: (selection: OptionSelection, image: string | null) => void;
}

/**
 * The options and their values, with SKU images where the supplier has them. A value that no
 * in-stock variant has with the other choices is disabled.
 */
export function VariantPicker({ options, variants, selection, onChange }: VariantPickerProps) {
  const { t } = useTranslation('sourcing');
  return (
    <Flex vertical gap="small" data-testid="variant-picker">
      {options.map((option) => (
        <div key={option.id} role="group" aria-label={option.name}>
          <Typography.Text strong>
            {option.name}:{' '}
            <Typography.Text type="secondary">
              {option.values.find((value) => value.id === selection[option.id])?.value ??
                t('detail.choose')}
            </Typography.Text>
          </Typography.Text>
          <Flex wrap gap={6} style={{ marginTop: 4 }}>
            {option.values.map((value) => {
              const image = skuImageOf(variants, option.id, value);
              const available = isValueAvailable(variants, selection, option.id, value.id);
              const chosen = selection[option.id] === value.id;
              return (
                <Button
                  key={value.id}
                  size={image ? 'large' : 'middle'}
                  type={chosen ? 'primary' : 'default'}
                  ghost={chosen && Boolean(image)}
                  disabled={!available}
                  aria-pressed={chosen}
                  title={value.value}
                  data-testid={`option-value-${option.id}-${value.id}`}
                  onClick={() => onChange({ ...selection, [option.id]: value.id }, image)}
                  icon={
                    image ? (
                      <img
                        src={image}
                        alt=""
                        width={28}
                        height={28}
                        style={{ objectFit: 'cover' }}
                      />
                    ) : undefined
                  }
                >
                  {value.value}
                </Button>
              );
            })}
          </Flex>
        </div>
      ))}
    </Flex>
  );
}
