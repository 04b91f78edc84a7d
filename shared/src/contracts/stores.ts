import { Type, type Static } from 'typebox';
import { StorePlatformSchema } from './account';

/** A sales channel app on a shopify store (spec 000 §3). */
export const ExternalChannelSchema = Type.Object({
  id: Type.String(),
  handle: Type.String(),
  name: Type.String(),
  developer_name: Type.String(),
  app_id: Type.String(),
  is_active: Type.Boolean(),
});
export type ExternalChannel = Static<typeof ExternalChannelSchema>;

export const StoreSchema = Type.Object({
  id: Type.String(),
  platform: StorePlatformSchema,
  workplace_id: Type.String(),
  platform_domain: Type.String(),
  domain: Type.String(),
  currency: Type.String(),
  is_default: Type.Boolean(),
  /** Connected to a local stand-in of the platform (sandbox/), not the real service: the UI shows a "Sandbox" badge. */
  sandbox: Type.Optional(Type.Boolean()),
  metadata: Type.Object({ external_channels: Type.Array(ExternalChannelSchema) }),
});
export type Store = Static<typeof StoreSchema>;

// GET stores/list-store (workplace in the header)
export const StoreListSchema = Type.Object({ stores: Type.Array(StoreSchema) });
export type StoreList = Static<typeof StoreListSchema>;

// POST core/stores/update-default-store → the store list after the change
export const UpdateDefaultStoreBodySchema = Type.Object({
  store_id: Type.String({ minLength: 1, maxLength: 64 }),
});
export type UpdateDefaultStoreBody = Static<typeof UpdateDefaultStoreBodySchema>;
