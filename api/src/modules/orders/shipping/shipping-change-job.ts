import { Type, type Static } from 'typebox';
import { UPDATE_SHIPPING_JOB_KIND } from '@omni/shared/contracts/orders';
import { defineJob } from '../../../jobs/job-types';

export const UpdateShippingPayloadSchema = Type.Object({
  changeId: Type.String({ format: 'uuid' }),
});
export type UpdateShippingPayload = Static<typeof UpdateShippingPayloadSchema>;

/** One bulk change of shipping methods (update-multiple-shipping-method), order by order. */
export const UPDATE_SHIPPING_JOB = defineJob<UpdateShippingPayload>(UPDATE_SHIPPING_JOB_KIND);

/** One job per change, ever: the change's saved methods are the effect. */
export const updateShippingDedupeKey = (changeId: string) => `update-shipping:${changeId}`;
