import { Type } from 'typebox';
import { IdSchema } from '../envelope';
import { defineEndpoint } from '../endpoint';
import {
  AutomationPushSettingSchema,
  BulkUpdateAndPushResultSchema,
  BulkUpdateAndPushSchema,
  AutomationPushSettingsResultSchema,
  ChannelPreferencesSchema,
  MappedListingPageSchema,
  MappedListingsQuerySchema,
  ProductCenterListingPageSchema,
  ProductCenterListingsQuerySchema,
  MultiSourcePushSchema,
  NotShowReviewSchema,
  PushEntriesQuerySchema,
  PushEntryListSchema,
  PushRequestSchema,
  PushResultSchema,
  ReviewBodySchema,
  ReviewPromptStateSchema,
  ReviewSchema,
  SinglePushRequestSchema,
  TiktokPrerequisitesSchema,
  TiktokWarehousesSchema,
} from './schemas';

/*
 * The push calls (spec 001 §7), one object each. They act on the workplace in the header: an
 * import or a store of another workplace is NOT_FOUND and nothing is pushed.
 */
const tag = 'push';

export const pushMultipleChannelEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/push-multiple-channel',
  body: PushRequestSchema,
  response: PushResultSchema,
  tag,
});

export const pushSingleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/push',
  body: SinglePushRequestSchema,
  response: PushResultSchema,
  tag,
});

export const pushAllMultipleChannelEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/push-all-multiple-channel',
  body: MultiSourcePushSchema,
  response: PushResultSchema,
  tag,
});

export const bulkUpdateAndPushEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/bulk-update-and-push-multiple-channel',
  body: BulkUpdateAndPushSchema,
  response: BulkUpdateAndPushResultSchema,
  tag,
});

export const podBulkUpdateAndPushEndpoint = defineEndpoint({
  method: 'POST',
  path: '/center/products/bulk-update-and-push-multiple-channel-pod',
  body: BulkUpdateAndPushSchema,
  response: BulkUpdateAndPushResultSchema,
  tag,
});

export const podPushAllMultipleChannelEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products/pod/push-all-multiple-channel',
  body: MultiSourcePushSchema,
  response: PushResultSchema,
  tag,
});

export const pushEntriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/push/entries',
  query: PushEntriesQuerySchema,
  response: PushEntryListSchema,
  tag,
});

export const getChannelPreferencesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/setting/channel',
  response: ChannelPreferencesSchema,
  tag,
});

export const updateChannelPreferencesEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/center/products/setting/update_channel',
  body: ChannelPreferencesSchema,
  response: ChannelPreferencesSchema,
  tag,
});

export const mappedListingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/listings/mapped',
  query: MappedListingsQuerySchema,
  response: MappedListingPageSchema,
  tag,
});

export const productCenterListingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/listings/all',
  query: ProductCenterListingsQuerySchema,
  response: ProductCenterListingPageSchema,
  tag,
});

export const getAutomationPushEndpoint = defineEndpoint({
  method: 'GET',
  path: '/center/products/setting/automation-product/get',
  response: AutomationPushSettingsResultSchema,
  tag,
});

export const updateAutomationPushEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/center/products/setting/automation-product/update',
  body: AutomationPushSettingSchema,
  response: AutomationPushSettingsResultSchema,
  tag,
});

export const tiktokPrerequisitesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tiktok/listing-prerequisites',
  response: TiktokPrerequisitesSchema,
  tag,
});

export const tiktokWarehousesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/tiktok/warehouse',
  response: TiktokWarehousesSchema,
  tag,
});

export const reviewPromptEndpoint = defineEndpoint({
  method: 'GET',
  path: '/core/reviews/prompt',
  access: 'auth',
  response: ReviewPromptStateSchema,
  tag,
});

export const createReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/core/reviews',
  access: 'auth',
  body: ReviewBodySchema,
  response: ReviewSchema,
  tag,
});

export const updateReviewEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/core/reviews/:id',
  access: 'auth',
  params: Type.Object({ id: IdSchema }),
  body: ReviewBodySchema,
  response: ReviewSchema,
  tag,
});

export const notShowReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/core/reviews/not-show-review',
  access: 'auth',
  body: NotShowReviewSchema,
  response: ReviewPromptStateSchema,
  tag,
});

export const verifyReviewEndpoint = defineEndpoint({
  method: 'POST',
  path: '/core/reviews/verify',
  access: 'auth',
  response: Type.Object({ verified: Type.Boolean() }),
  tag,
});
