import { listenStandIn, type StandIn } from '../stand-in';
import { trackingStandInUrl } from '../tracking/notify';
import { buildCjStandIn } from './app';

export { SANDBOX_CJ_API_KEY } from './sandbox-key';

export const cjStandIn: StandIn = {
  name: 'cj',
  title: 'CJ Dropshipping (API 2.0)',
  defaultPort: 4104,
  async start(options) {
    const { app } = buildCjStandIn({
      publicUrl: options.publicUrl,
      trackingUrl: trackingStandInUrl(options),
    });
    return listenStandIn('cj', app, options);
  },
};
