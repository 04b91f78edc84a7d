import { useVirtualizer } from '@tanstack/react-virtual';
import {
  App,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Select,
  Skeleton,
  Tag,
  Typography,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_ENTRY_KINDS, type WalletEntryKind } from '@omni/shared/contracts';
import { formatDateTime } from '@omni/shared/format';
import { downloadEntriesCsv, useWalletEntries, type EntryFilters } from '../api/wallet-api';
import { formatMinor } from '../../../common/format-minor';

const ROW_HEIGHT = 56;

/** The ledger, newest first: filters, CSV export, and a virtualised list that loads as it scrolls. */
export function TransactionList() {
  const { t } = useTranslation('billing');
  const { message } = App.useApp();
  const [filters, setFilters] = useState<EntryFilters>({});
  const entries = useWalletEntries(filters);
  const items = entries.data?.pages.flatMap((page) => page.items) ?? [];
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 5,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const last = virtualItems.at(-1);
  useEffect(() => {
    if (
      last &&
      last.index >= items.length - 10 &&
      entries.hasNextPage &&
      !entries.isFetchingNextPage
    )
      void entries.fetchNextPage();
  }, [last, items.length, entries]);

  const onRange = (range: [Dayjs | null, Dayjs | null] | null) =>
    setFilters((f) => ({
      ...f,
      from: range?.[0]?.format('YYYY-MM-DD'),
      to: range?.[1]?.format('YYYY-MM-DD'),
    }));

  return (
    <Card
      title={t('wallet.transactions.title')}
      data-testid="wallet-transactions"
      extra={
        <Button
          onClick={() =>
            downloadEntriesCsv(filters).catch(() =>
              message.error(t('wallet.transactions.exportError')),
            )
          }
          data-testid="wallet-export-csv"
        >
          {t('wallet.transactions.export')}
        </Button>
      }
    >
      <Flex gap="small" wrap style={{ marginBottom: 12 }}>
        <Select<WalletEntryKind | 'all'>
          aria-label={t('wallet.transactions.kindFilter')}
          style={{ minWidth: 160 }}
          value={filters.kind ?? 'all'}
          onChange={(kind) =>
            setFilters((f) => ({ ...f, kind: kind === 'all' ? undefined : kind }))
          }
          options={[
            { value: 'all', label: t('wallet.kinds.all') },
            ...WALLET_ENTRY_KINDS.map((kind) => ({
              value: kind,
              label: t(`wallet.kinds.${kind}`),
            })),
          ]}
          data-testid="wallet-kind-filter"
        />
        <DatePicker.RangePicker
          aria-label={t('wallet.transactions.dateFilter')}
          onChange={(range) => onRange(range as [Dayjs | null, Dayjs | null] | null)}
        />
      </Flex>
      {entries.isPending ? (
        <Skeleton active />
      ) : entries.isError ? (
        <Empty description={t('wallet.loadError')} />
      ) : items.length === 0 ? (
        <Empty description={t('wallet.transactions.empty')} />
      ) : (
        <div
          ref={scroller}
          style={{ height: 400, overflow: 'auto' }}
          role="list"
          aria-label={t('wallet.transactions.title')}
          data-testid="wallet-transaction-list"
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualItems.map((row) => {
              const entry = items[row.index]!;
              return (
                <div
                  key={entry.id}
                  role="listitem"
                  data-testid="wallet-transaction"
                  style={{
                    position: 'absolute',
                    top: 0,
                    left: 0,
                    right: 0,
                    height: ROW_HEIGHT,
                    transform: `translateY(${row.start}px)`,
                    borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
                  }}
                >
                  <Flex
                    justify="space-between"
                    align="center"
                    style={{ height: '100%', paddingInline: 8 }}
                  >
                    <Flex vertical>
                      <span>
                        <Tag color={entry.amount >= 0 ? 'green' : 'red'}>
                          {t(`wallet.kinds.${entry.kind}`)}
                        </Tag>
                        <Typography.Text type="secondary">
                          {formatDateTime(entry.created_at)}
                        </Typography.Text>
                      </span>
                      {entry.description ? (
                        <Typography.Text>{entry.description}</Typography.Text>
                      ) : null}
                    </Flex>
                    <Flex vertical align="end">
                      <Typography.Text strong data-testid="wallet-transaction-amount">
                        {entry.amount > 0 ? '+' : ''}
                        {formatMinor(entry.amount, entry.currency)}
                      </Typography.Text>
                      <Typography.Text type="secondary">
                        {t('wallet.transactions.balanceAfter', {
                          amount: formatMinor(entry.balance_after, entry.currency),
                        })}
                      </Typography.Text>
                    </Flex>
                  </Flex>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </Card>
  );
}
