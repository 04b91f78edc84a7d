import '@shopify/shopify-api/adapters/node';
import { LogSeverity, shopifyApi, type Shopify } from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import type { FastifyBaseLogger } from 'fastify';
import { sandboxRoutingFetch } from './sandbox-routing';
import type { ShopifyConfig } from './shopify-config';

// The library keeps one fetch for the whole process (its runtime adapter); the first sandbox-mode
// instance installs the routing fetch, and a live instance never does.
let routingInstalledFor: string | null = null;

/**
 * The @shopify/shopify-api instance: HMAC and timestamp checks of OAuth redirects, shop-domain
 * validation, webhook validation, session-token decoding and the Admin GraphQL client. In sandbox
 * mode its requests to `<shop>.myshopify.com` are routed to the stand-in.
 */
export function createShopifyLibrary(config: ShopifyConfig, log?: FastifyBaseLogger): Shopify {
  if (config.sandboxUrl && routingInstalledFor !== config.sandboxUrl) {
    setAbstractFetchFunc(sandboxRoutingFetch(config.sandboxUrl, globalThis.fetch.bind(globalThis)));
    routingInstalledFor = config.sandboxUrl;
  }
  const api = new URL(config.apiPublicUrl);
  return shopifyApi({
    apiKey: config.apiKey,
    apiSecretKey: config.apiSecret,
    scopes: config.scopes,
    hostName: api.host,
    hostScheme: api.protocol === 'https:' ? 'https' : 'http',
    apiVersion: config.apiVersion,
    isEmbeddedApp: true,
    logger: {
      level: LogSeverity.Warning,
      // the library's own console output would bypass our redaction: route it to our logger
      log: async (severity, message) => {
        if (!log) return;
        if (severity === LogSeverity.Error) log.error({ shopify: true }, message);
        else log.warn({ shopify: true }, message);
      },
    },
  });
}
