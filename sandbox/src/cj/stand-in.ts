import { listenStandIn, standInEnvNames, type StandIn } from '../stand-in';
import { buildCjStandIn } from './app';

export { SANDBOX_CJ_API_KEY } from './sandbox-key';

export const cjStandIn: StandIn = {
  name: 'cj',
  title: 'CJ Dropshipping (API 2.0)',
  defaultPort: 4104,
  async start(options) {
    const names = standInEnvNames('tracking');
    const trackingPort = options.env[names.port]?.trim() || '4105';
    const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
    const { app } = buildCjStandIn({
      publicUrl: options.publicUrl,
      trackingUrl: options.env[names.url]?.trim() || `http://${host}:${trackingPort}`,
    });
    return listenStandIn('cj', app, options);
  },
};
