import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { apiGet, apiPost, call, sharedQueryKeys, unwrap } from '@omni/shared/api-client';
import type { QuotaUsage, WalletView } from '@omni/shared/contracts';
import { chargeExtraEndpoint, chargeReady2SaleEndpoint } from '@omni/shared/contracts/billing';
import { currentWorkspaceIdAtom } from '@omni/shared/session';
import { walletKeys } from '../../../common/wallet-keys';
import type { OfferFeature } from '../utils/quota-offers';

/** POST payments/quota/calc-usage: the period's limits (extra units included) and counts. */
export function useQuotaUsage() {
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useQuery({
    queryKey: sharedQueryKeys.quotaUsage(workspaceId),
    queryFn: () => apiPost<QuotaUsage>('payments/quota/calc-usage').then(unwrap),
  });
}

/** GET payments/user/wallets: what the purchase is paid from (not read when Shopify bills it). */
export function useWalletBalance(enabled = true) {
  return useQuery({
    queryKey: walletKeys.balances(),
    queryFn: ({ signal }) =>
      apiGet<WalletView>('payments/user/wallets', undefined, { signal }).then(unwrap),
    enabled,
  });
}

export interface BuyQuotaInput {
  feature: OfferFeature;
  packs: number;
  /** One per purchase: a repeat (double click, retry) replays the first answer. */
  requestId: string;
}

/**
 * POST payments/charge-extra or payments/charge-ready2sale (ADR 027): packs paid from the wallet
 * at once, or declined with nothing taken when the wallet is short. Either way the usage and the
 * wallet are read again. Billed by Shopify (ADR 036) the answer is pending, with Shopify's page.
 */
export function useBuyQuota() {
  const client = useQueryClient();
  const workspaceId = useAtomValue(currentWorkspaceIdAtom);
  return useMutation({
    mutationFn: ({ feature, packs, requestId }: BuyQuotaInput) =>
      (feature === 'READY2SALE'
        ? call(chargeReady2SaleEndpoint, { body: { packs, request_id: requestId } })
        : call(chargeExtraEndpoint, { body: { feature, packs, request_id: requestId } })
      ).then(unwrap),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: sharedQueryKeys.quotaUsage(workspaceId) }),
        client.invalidateQueries({ queryKey: walletKeys.all() }),
      ]),
  });
}
