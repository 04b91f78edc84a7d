import type { AddressInfo } from 'node:net';
import { buildOmniStandIn } from '../../../sandbox/src/omni-fulfillment/app';
import { SANDBOX_OMNI_FULFILLMENT_KEY } from '../../../sandbox/src/omni-fulfillment/stand-in';

/**
 * The own fulfilment service's stand-in on a free port, the API pointed at it (before the app's
 * first omni call reads where it is), closed after the file's tests.
 */
export function useOmniStandIn() {
  const omni = buildOmniStandIn({ apiKey: SANDBOX_OMNI_FULFILLMENT_KEY });
  const urls = { omni: '' };
  beforeAll(async () => {
    await omni.app.listen({ port: 0, host: '127.0.0.1' });
    urls.omni = `http://127.0.0.1:${(omni.app.server.address() as AddressInfo).port}`;
    process.env.SANDBOX_OMNI_URL = urls.omni;
  });
  afterAll(async () => {
    await omni.app.close();
  });
  return { omni, urls };
}
