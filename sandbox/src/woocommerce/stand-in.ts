import { listenStandIn, type StandIn } from '../stand-in';
import { buildWooStandIn } from './app';

export const woocommerceStandIn: StandIn = {
  name: 'woocommerce',
  title: 'WooCommerce',
  defaultPort: 4102,
  async start({ port, host, publicUrl }) {
    const { app } = await buildWooStandIn({ publicUrl });
    return listenStandIn('woocommerce', app, { port, host, publicUrl });
  },
};
