/**
 * @jest-environment node
 */
import { announceStoreConnected, onStoreConnectedElsewhere } from './store-connected-broadcast';

describe('store-connected broadcast (connect window → the tab that opened it)', () => {
  it('delivers a finished connection to listeners in other contexts', async () => {
    const received = new Promise((resolve) => {
      const stop = onStoreConnectedElsewhere((message) => {
        stop();
        resolve(message);
      });
    });
    announceStoreConnected('shopify', 'a.myshopify.com');
    await expect(received).resolves.toEqual({
      type: 'store-connected',
      platform: 'shopify',
      shop: 'a.myshopify.com',
    });
  });
});
