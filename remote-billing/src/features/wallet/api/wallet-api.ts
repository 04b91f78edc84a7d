import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiPost, streamingSupport, unwrap } from '@omni/shared/api-client';
import type {
  CheckoutSessionView,
  WalletBonusRules,
  WalletChart,
  WalletEntryKind,
  WalletEntryPage,
  WalletView,
} from '@omni/shared/contracts';
import { walletKeys } from '../../../common/wallet-keys';

export { walletKeys };

export interface EntryFilters {
  kind?: WalletEntryKind;
  from?: string;
  to?: string;
}

const getWallet = (signal?: AbortSignal): Promise<WalletView> =>
  apiGet<WalletView>('payments/user/wallets', undefined, { signal }).then(unwrap);
const getChart = (days: number, signal?: AbortSignal): Promise<WalletChart> =>
  apiGet<WalletChart>('payments/user/wallets/chart-summary', { days }, { signal }).then(unwrap);
const getBonusRules = (signal?: AbortSignal): Promise<WalletBonusRules> =>
  apiGet<WalletBonusRules>('orders/v7/wallet/bonus', undefined, { signal }).then(unwrap);

export function useWallet() {
  return useQuery(
    queryOptions({ queryKey: walletKeys.balances(), queryFn: ({ signal }) => getWallet(signal) }),
  );
}

export function useWalletChart(days: number) {
  return useQuery(
    queryOptions({
      queryKey: walletKeys.chart(days),
      queryFn: ({ signal }) => getChart(days, signal),
    }),
  );
}

export function useBonusRules() {
  return useQuery(
    queryOptions({
      queryKey: walletKeys.bonus(),
      queryFn: ({ signal }) => getBonusRules(signal),
    }),
  );
}

export function useWalletEntries(filters: EntryFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: walletKeys.entries(filters),
      initialPageParam: null as string | null,
      queryFn: ({ pageParam, signal }) =>
        apiGet<WalletEntryPage>(
          'payments/user/wallets/transactions',
          { ...filters, limit: 100, ...(pageParam ? { cursor: pageParam } : {}) },
          { signal },
        ).then(unwrap),
      getNextPageParam: (page) => page.next_cursor,
    }),
  );
}

export function useAcceptPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<WalletView>('payments/user/wallets/accept-policy').then(unwrap),
    onSuccess: (wallet) => client.setQueryData(walletKeys.balances(), wallet),
  });
}

/** Opens a hosted card checkout for the amount (major units); the browser goes there. */
export function useTopUp() {
  return useMutation({
    mutationFn: (amount: number) =>
      apiPost<CheckoutSessionView>('payments/user/wallets/topup', { amount }).then(unwrap),
  });
}

export function useCheckoutSession(id: string | null) {
  return useQuery({
    queryKey: [...walletKeys.all(), 'checkout', id],
    enabled: id != null,
    queryFn: ({ signal }) =>
      apiGet<CheckoutSessionView>(`payments/checkout-sessions/${id}`, undefined, { signal }).then(
        unwrap,
      ),
  });
}

/** The filtered transactions as the API's CSV file, saved by the browser. */
export async function downloadEntriesCsv(filters: EntryFilters): Promise<void> {
  const path = 'payments/user/wallets/transactions.csv';
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  const response = await fetch(`${streamingSupport.url(path)}${query ? `?${query}` : ''}`, {
    headers: streamingSupport.headers(path),
  });
  if (!response.ok) throw new Error(`CSV export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'wallet-transactions.csv';
  link.click();
  URL.revokeObjectURL(url);
}
