import { Badge, Button, Checkbox, Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OWN_SOURCE, type SourcingSource } from '@omni/shared/contracts';
import { ShipToPicker } from '../../ship-to/components/ship-to-picker';
import {
  DEFAULT_FILTERS,
  LISTING_COUNT_CHOICES,
  ORDER_COUNT_CHOICES,
  PRICE_CHOICES,
  activeFilterCount,
  type SearchFilters,
} from '../utils/search-filters';
import { sortSupported, unavailableFilters } from '../utils/source-support';
import { SortSelect } from './sort-select';

export interface FilterBarProps {
  filters: SearchFilters;
  onChange: (change: Partial<SearchFilters>) => void;
  /** The source searched: what it cannot apply is disabled and said so. */
  source?: SourcingSource;
}

/** Sort, the filters of spec 000 §9 (order count, price, listing count, rating 4+) and ship-to. */
export function FilterBar({ filters, onChange, source = OWN_SOURCE }: FilterBarProps) {
  const { t } = useTranslation('sourcing');
  const active = activeFilterCount(filters);
  const unavailable = new Set(unavailableFilters(source));
  return (
    <Flex wrap gap="small" align="center" data-testid="filter-bar">
      <SortSelect
        value={filters.sort}
        onChange={(sort) => onChange({ sort })}
        isAvailable={(sort) => sortSupported(source, sort)}
      />
      <Select
        data-testid="filter-order-count"
        disabled={unavailable.has('orderCount')}
        aria-label={t('filters.orderCount.label')}
        prefix={t('filters.orderCount.label')}
        value={filters.orderCount}
        onChange={(orderCount) => onChange({ orderCount })}
        popupMatchSelectWidth={false}
        options={ORDER_COUNT_CHOICES.map((choice) => ({
          value: choice,
          label: t(`filters.orderCount.options.${choice}`),
        }))}
      />
      <Select
        data-testid="filter-price"
        disabled={unavailable.has('price')}
        aria-label={t('filters.price.label')}
        prefix={t('filters.price.label')}
        value={filters.price}
        onChange={(price) => onChange({ price })}
        popupMatchSelectWidth={false}
        options={PRICE_CHOICES.map((choice) => ({
          value: choice,
          label: t(`filters.price.options.${choice}`),
        }))}
      />
      <Select
        data-testid="filter-listing-count"
        disabled={unavailable.has('listingCount')}
        aria-label={t('filters.listingCount.label')}
        prefix={t('filters.listingCount.label')}
        value={filters.listingCount}
        onChange={(listingCount) => onChange({ listingCount })}
        popupMatchSelectWidth={false}
        options={LISTING_COUNT_CHOICES.map((choice) => ({
          value: choice,
          label: t(`filters.listingCount.options.${choice}`),
        }))}
      />
      <Checkbox
        data-testid="filter-rating"
        disabled={unavailable.has('rating4Up')}
        checked={filters.rating4Up}
        onChange={(event) => onChange({ rating4Up: event.target.checked })}
      >
        {t('filters.rating4Up')}
      </Checkbox>
      <ShipToPicker value={filters.shipTo} onChange={(shipTo) => onChange({ shipTo })} />
      {active > 0 ? (
        <Badge count={active} size="small">
          <Button
            data-testid="filter-clear"
            onClick={() =>
              onChange({
                orderCount: DEFAULT_FILTERS.orderCount,
                price: DEFAULT_FILTERS.price,
                listingCount: DEFAULT_FILTERS.listingCount,
                rating4Up: false,
              })
            }
          >
            {t('filters.clear')}
          </Button>
        </Badge>
      ) : null}
      {source !== OWN_SOURCE ? (
        <Typography.Text type="secondary" data-testid="filter-unavailable-note">
          {t('filters.unavailableForSource', { source: t(`findProduct.sources.${source}`) })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
