import { listenStandIn, type StandIn } from '../stand-in';
import { trackingStandInUrl } from '../tracking/notify';
import { buildAliExpressStandIn } from './app';

/** The sandbox app's credentials; the API uses the same defaults when no real ones are set. */
export const SANDBOX_ALIEXPRESS_APP_KEY = '500100';
export const SANDBOX_ALIEXPRESS_APP_SECRET = 'sandbox-aliexpress-app-secret';

export const aliexpressStandIn: StandIn = {
  name: 'aliexpress',
  title: 'AliExpress (dropshipping API)',
  defaultPort: 4103,
  async start(options) {
    const { app } = buildAliExpressStandIn({
      publicUrl: options.publicUrl,
      appKey: options.env.SANDBOX_ALIEXPRESS_APP_KEY?.trim() || SANDBOX_ALIEXPRESS_APP_KEY,
      appSecret: options.env.SANDBOX_ALIEXPRESS_APP_SECRET?.trim() || SANDBOX_ALIEXPRESS_APP_SECRET,
      trackingUrl: trackingStandInUrl(options),
    });
    return listenStandIn('aliexpress', app, options);
  },
};
