import { listenStandIn, standInEnvNames, type StandIn } from '../stand-in';
import { buildAliExpressStandIn } from './app';

/** The sandbox app's credentials; the API uses the same defaults when no real ones are set. */
export const SANDBOX_ALIEXPRESS_APP_KEY = '500100';
export const SANDBOX_ALIEXPRESS_APP_SECRET = 'sandbox-aliexpress-app-secret';

export const aliexpressStandIn: StandIn = {
  name: 'aliexpress',
  title: 'AliExpress (dropshipping API)',
  defaultPort: 4103,
  async start(options) {
    const tracking = options.env[standInEnvNames('tracking').url]?.trim();
    const trackingPort = options.env[standInEnvNames('tracking').port]?.trim() || '4105';
    const { app } = buildAliExpressStandIn({
      publicUrl: options.publicUrl,
      appKey: options.env.SANDBOX_ALIEXPRESS_APP_KEY?.trim() || SANDBOX_ALIEXPRESS_APP_KEY,
      appSecret: options.env.SANDBOX_ALIEXPRESS_APP_SECRET?.trim() || SANDBOX_ALIEXPRESS_APP_SECRET,
      trackingUrl:
        tracking ||
        `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${trackingPort}`,
    });
    return listenStandIn('aliexpress', app, options);
  },
};
