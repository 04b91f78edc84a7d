import { DatePicker, Flex, Input, Select, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ORDER_CHANNEL_FILTERS,
  ORDER_MARK_FILTERS,
  ORDER_SOURCE_FILTERS,
} from '@omni/shared/contracts/orders';
import type { ListFilters } from '../hooks/use-list-filters';

const SORTS = ['created_at:desc', 'created_at:asc', 'updated_at:desc', 'updated_at:asc'] as const;
const DAY = 'YYYY-MM-DD';

interface OrderListFiltersProps {
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
  /** The range the list covers (the API's default when none is chosen), to show in the picker. */
  range: { from_date: string; to_date: string } | undefined;
}

/** The list's filters (spec 002 §3 "Order filters"): keyword, dates, channel, source, mark, sort. */
export function OrderListFilters({ filters, onChange, range }: OrderListFiltersProps) {
  const { t } = useTranslation('orders');
  const [keyword, setKeyword] = useState(filters.keyword);
  // the URL may change the keyword (back, a link): the box follows it
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);
  const from = filters.from_date ?? range?.from_date;
  const to = filters.to_date ?? range?.to_date;

  return (
    <Flex gap="small" wrap align="center" data-testid="order-list-filters">
      <Input.Search
        aria-label={t('orderList.filters.keyword')}
        placeholder={t('orderList.filters.keywordPlaceholder')}
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() })}
        style={{ width: 280 }}
        data-testid="order-filter-keyword"
      />
      <DatePicker.RangePicker
        aria-label={t('orderList.filters.dates')}
        allowClear={false}
        value={from && to ? [dayjs(from), dayjs(to)] : null}
        onChange={(dates) => {
          const [start, end] = (dates ?? []) as [Dayjs | null, Dayjs | null];
          if (start && end) onChange({ from_date: start.format(DAY), to_date: end.format(DAY) });
        }}
        data-testid="order-filter-dates"
      />
      <Select
        aria-label={t('orderList.filters.channel')}
        value={filters.channel}
        onChange={(channel) => onChange({ channel })}
        options={ORDER_CHANNEL_FILTERS.map((value) => ({
          value,
          label: t(`orderList.filters.channels.${value}`),
        }))}
        style={{ minWidth: 150 }}
        data-testid="order-filter-channel"
      />
      <Select
        aria-label={t('orderList.filters.source')}
        value={filters.source}
        onChange={(source) => onChange({ source })}
        options={ORDER_SOURCE_FILTERS.map((value) => ({
          value,
          label: t(`orderList.filters.sources.${value}`),
        }))}
        style={{ minWidth: 160 }}
        data-testid="order-filter-source"
      />
      <Select
        aria-label={t('orderList.filters.mark')}
        value={filters.mark_order}
        onChange={(mark_order) => onChange({ mark_order })}
        options={ORDER_MARK_FILTERS.map((value) => ({
          value,
          label: t(
            `orderList.filters.marks.${value === '1' ? 'marked' : value === '0' ? 'unmarked' : 'all'}`,
          ),
        }))}
        style={{ minWidth: 140 }}
        data-testid="order-filter-mark"
      />
      <Select
        aria-label={t('orderList.filters.sort')}
        value={`${filters.order_by}:${filters.sort}`}
        onChange={(value: string) => {
          const [order_by, sort] = value.split(':') as [
            ListFilters['order_by'],
            ListFilters['sort'],
          ];
          onChange({ order_by, sort });
        }}
        options={SORTS.map((value) => ({
          value,
          label: t(`orderList.filters.sorts.${value.replace(':', '_')}`),
        }))}
        style={{ minWidth: 200 }}
        data-testid="order-filter-sort"
      />
      <Flex gap={6} align="center">
        <Switch
          id="order-filter-archived"
          checked={filters.archived}
          onChange={(archived) => onChange({ archived })}
          data-testid="order-filter-archived"
        />
        <Typography.Text>
          <label htmlFor="order-filter-archived">{t('orderList.filters.archived')}</label>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
