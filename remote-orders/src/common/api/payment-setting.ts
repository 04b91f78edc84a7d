import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  getPaymentSettingEndpoint,
  updatePaymentSettingEndpoint,
  type PaymentSetting,
} from '@omni/shared/contracts/orders';
/** Read by the pay dialog and edited on the order-placement settings page. */
const key = ['orders', 'payment', 'setting'] as const;

/** GET orders/v6/payments/setting: auto (wallet, then card), wallet only or card only. */
export function usePaymentSetting() {
  return useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await call(getPaymentSettingEndpoint)),
  });
}

/** PUT orders/v6/payments/setting. */
export function useUpdatePaymentSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PaymentSetting) =>
      unwrap(await call(updatePaymentSettingEndpoint, { body })),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
