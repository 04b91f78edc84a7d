import { listenStandIn, type StandIn } from '../stand-in';
import { trackingStandInUrl } from '../tracking/notify';
import { buildOmniStandIn } from './app';

/** The key the API uses against the stand-in when no real service is configured (published). */
export const SANDBOX_OMNI_FULFILLMENT_KEY = 'sandbox-omni-fulfillment-key';

export const omniStandIn: StandIn = {
  name: 'omni',
  title: 'Omni fulfilment service (own)',
  defaultPort: 4108,
  async start(options) {
    const { app } = buildOmniStandIn({
      apiKey: SANDBOX_OMNI_FULFILLMENT_KEY,
      trackingUrl: trackingStandInUrl(options),
    });
    return listenStandIn('omni', app, options);
  },
};
