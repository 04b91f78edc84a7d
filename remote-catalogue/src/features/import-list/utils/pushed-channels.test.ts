import { pushedChannels } from './pushed-channels';

describe('pushedChannels', () => {
  it('lists the channels marked pushed, in the catalogue order', () => {
    expect(pushedChannels({ tiktok: true, shopify: true, google: false, zeta: true })).toEqual([
      'shopify',
      'tiktok',
      'zeta',
    ]);
    expect(pushedChannels({})).toEqual([]);
  });
});
