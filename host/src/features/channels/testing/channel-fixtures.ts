import type { Store } from '@omni/shared/contracts';

export const storeOf = (
  id: string,
  platform: Store['platform'],
  over: Partial<Store> = {},
): Store => ({
  id,
  platform,
  workplace_id: 'w1',
  platform_domain: `${id}.example.com`,
  domain: `${id}.example.com`,
  currency: 'USD',
  is_default: false,
  metadata: { external_channels: [] },
  ...over,
});
