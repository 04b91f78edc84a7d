import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '@omni/shared/api-client';
import {
  getFulfillmentSettingEndpoint,
  updateFulfillmentSettingEndpoint,
  type UpdateFulfillmentSettingBody,
} from '@omni/shared/contracts/orders';

const key = ['orders', 'fulfillment-setting'] as const;

/** GET orders/fulfillment-setting: default source, shipping preference, automatic fulfilment. */
export function useFulfillmentSetting() {
  return useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await call(getFulfillmentSettingEndpoint)),
  });
}

/** POST orders/update-fulfillment-setting. */
export function useUpdateFulfillmentSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateFulfillmentSettingBody) =>
      unwrap(await call(updateFulfillmentSettingEndpoint, { body })),
    onSuccess: (saved) => client.setQueryData(key, saved),
  });
}
