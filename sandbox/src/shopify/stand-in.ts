import { listenStandIn, type StandIn } from '../stand-in';
import { buildShopifyStandIn } from './app';

export const shopifyStandIn: StandIn = {
  name: 'shopify',
  title: 'Shopify',
  defaultPort: 4101,
  async start({ port, host, publicUrl, env }) {
    const { app } = await buildShopifyStandIn({ publicUrl, env });
    return listenStandIn('shopify', app, { port, host, publicUrl });
  },
};
