import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { PRODUCT_SORTS, type ProductSort } from '@omni/shared/contracts';

/** The sorts of spec 000 §9 / 001 §9; default highest profit. */
export function SortSelect({
  value,
  onChange,
  isAvailable = () => true,
}: {
  value: ProductSort;
  onChange: (sort: ProductSort) => void;
  /** Sorts the chosen source cannot apply are shown disabled. */
  isAvailable?: (sort: ProductSort) => boolean;
}) {
  const { t } = useTranslation('sourcing');
  return (
    <Select
      data-testid="sort-select"
      aria-label={t('sort.label')}
      prefix={t('sort.label')}
      value={value}
      onChange={onChange}
      style={{ minWidth: 240 }}
      popupMatchSelectWidth={false}
      options={PRODUCT_SORTS.map((sort) => ({
        value: sort,
        disabled: !isAvailable(sort),
        label: <span data-testid={`sort-option-${sort}`}>{t(`sort.options.${sort}`)}</span>,
      }))}
    />
  );
}
