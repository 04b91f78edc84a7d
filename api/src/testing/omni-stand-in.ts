import type { AddressInfo } from 'node:net';
import {
  buildOmniStandIn,
  type OmniStandInOptions,
} from '../../../sandbox/src/omni-fulfillment/app';
import { SANDBOX_OMNI_FULFILLMENT_KEY } from '../../../sandbox/src/omni-fulfillment/stand-in';
import { buildTrackingStandIn } from '../../../sandbox/src/tracking/app';
import { SANDBOX_TRACKING_API_KEY } from '../../../sandbox/src/tracking/stand-in';

const origin = (app: { server: { address(): unknown } }) =>
  `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * The own fulfilment service's stand-in on a free port, with the tracking stand-in it tells of the
 * parcels it ships, the API pointed at both (before the app's first call reads where they are),
 * closed after the file's tests.
 */
export function useOmniStandIn() {
  const options: OmniStandInOptions = { apiKey: SANDBOX_OMNI_FULFILLMENT_KEY };
  const omni = buildOmniStandIn(options);
  const tracking = buildTrackingStandIn({ apiKey: SANDBOX_TRACKING_API_KEY });
  const urls = { omni: '', tracking: '' };
  beforeAll(async () => {
    await tracking.app.listen({ port: 0, host: '127.0.0.1' });
    await omni.app.listen({ port: 0, host: '127.0.0.1' });
    urls.tracking = origin(tracking.app);
    urls.omni = origin(omni.app);
    options.trackingUrl = urls.tracking;
    process.env.SANDBOX_TRACKING_URL = urls.tracking;
    process.env.SANDBOX_OMNI_URL = urls.omni;
  });
  afterAll(async () => {
    await omni.app.close();
    await tracking.app.close();
  });
  return { omni, urls };
}
