import { settingsMenuItems } from './settings-menu-items';

const links = {
  account: '/app/setting/account',
  billing: '/app/setting/billing',
  notification: '/app/setting/notification',
  wallet: '/app/setting/wallet',
  product: '/app/setting/product',
  channel: '/app/setting/channel',
  integration: '/app/setting/integration',
  fulfillment: '/app/setting/omni-fulfillment',
};

describe('settingsMenuItems', () => {
  it('lists the sub-pages in order, the own fulfilment service last', () => {
    expect(settingsMenuItems(false, links).map((item) => item.key)).toEqual([
      'account',
      'billing',
      'notification',
      'wallet',
      'product',
      'channel',
      'integration',
      'fulfillment',
    ]);
    expect(settingsMenuItems(false, links).at(-1)).toEqual({
      key: 'fulfillment',
      to: '/app/setting/omni-fulfillment',
    });
  });

  it('leaves billing out when billing is hidden', () => {
    expect(settingsMenuItems(true, links).map((item) => item.key)).not.toContain('billing');
  });
});
