import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  skipRechargeEndpoint,
  updateWalletRechargeEndpoint,
  walletRechargeEndpoint,
  type WalletRechargeBody,
} from '@omni/shared/contracts/billing';
import { walletKeys } from '../../../common/wallet-keys';

const rechargeKey = () => [...walletKeys.all(), 'recharge'] as const;

/** GET payments/user/wallets/recharge: the automatic recharge settings and its last outcome. */
export function useRecharge() {
  return useQuery({
    queryKey: rechargeKey(),
    queryFn: () => call(walletRechargeEndpoint).then(unwrap),
  });
}

/** PUT payments/user/wallets/recharge: on or off, when and how much (ADR 028). */
export function useSaveRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WalletRechargeBody) =>
      call(updateWalletRechargeEndpoint, { body }).then(unwrap),
    onSuccess: (recharge) => client.setQueryData(rechargeKey(), recharge),
  });
}

/** POST payments/skip-recharge: skip the next recharge (or, with false, undo it). */
export function useSkipRecharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (skip: boolean) => call(skipRechargeEndpoint, { body: { skip } }).then(unwrap),
    onSuccess: () => client.invalidateQueries({ queryKey: rechargeKey() }),
  });
}
