import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import ajvFormats from 'ajv-formats';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import type { Mailer } from './integrations/mailer/mailer';
import { createOutboxMailer } from './integrations/mailer/outbox-mailer';
import { openEventBus } from './bus/open-event-bus';
import { authCacheFor } from './modules/auth/auth-cache';
import type { AppContext } from './plugins/app-context';
import { authHooks } from './plugins/auth';
import { edgeInput } from './plugins/edge-input';
import { envelopeServerOptions, errorHandler } from './plugins/error-handler';
import { LOG_REDACT_PATHS, logSerializers } from './plugins/logging';
import { rateLimiter } from './plugins/rate-limit';
import { routeTable } from './plugins/route-table';
import { realtime } from './plugins/realtime';
import { jobQueue } from './jobs/jobs-plugin';
import { JOB_MODULES } from './job-modules';
import type { JobModule } from './jobs/job-types';
import { accountRoutes } from './modules/account/routes';
import { aiWritingRoutes } from './modules/ai-writing/routes';
import { authRoutes } from './modules/auth/routes';
import type { PasswordHashing } from './modules/auth/password-hashing';
import { catalogueRoutes } from './modules/catalogue/routes';
import { galleryRoutes } from './modules/galleries/routes';
import { devMailboxPageRoutes, devOutboxRoutes } from './modules/dev-mailbox/routes';
import { exchangeRateRoutes } from './modules/exchange-rates/routes';
import { healthRoutes } from './modules/health/routes';
import { imageSearchRoutes } from './modules/image-search/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { orderCreateRoutes } from './modules/orders/create/routes';
import { orderDetailRoutes } from './modules/orders/detail/routes';
import { publicTrackingRoutes } from './modules/orders/public-tracking/routes';
import { orderPaymentRoutes } from './modules/orders/payment/routes';
import { orderPlacementRoutes } from './modules/orders/placement/routes';
import { orderCancelRoutes } from './modules/orders/cancel/routes';
import { omniFulfillmentRoutes } from './modules/orders/omni-fulfillment/routes';
import { refundRoutes } from './modules/orders/refund/routes';
import { orderShippingRoutes } from './modules/orders/shipping/routes';
import { orderChangeSupplierRoutes } from './modules/orders/change-supplier/routes';
import { orderRoutes } from './modules/orders/routes';
import { orderSettingsRoutes } from './modules/orders/settings/routes';
import { paymentRoutes } from './modules/payments/routes';
import { quotaRoutes } from './modules/quotas/routes';
import { walletRoutes } from './modules/wallets/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { channelOrderRoutes } from './modules/channel-orders/routes';
import { woocommerceRoutes } from './modules/woocommerce/routes';
import { shopifyRoutes } from './modules/shopify/routes';
import { sourcingRoutes } from './modules/sourcing/routes';
import { catalogueMediaRoutes } from './modules/catalogue-media/routes';
import { storeAnalysisRoutes } from './modules/store-analysis/routes';
import { researchRoutes } from './modules/research/routes';
import { socialAdsRoutes } from './modules/social-ads/routes';
import { podRoutes } from './modules/pod/routes';
import { pushRoutes } from './modules/push/routes';
import { storeRoutes } from './modules/stores/routes';
import { parcelTrackingRoutes } from './modules/parcel-tracking/routes';
import { supplierAccountRoutes } from './modules/supplier-accounts/routes';
import { workplaceRoutes } from './modules/workplaces/routes';

// ajv-formats types its options strictly; Fastify's list takes plugins with unknown options.
type AjvPlugin = NonNullable<NonNullable<FastifyServerOptions['ajv']>['plugins']>[number];

export interface BuildAppOptions {
  config: AppConfig;
  db: Database;
  /** Defaults to the outbox mailer (table + SMTP when configured). */
  mailer?: Mailer;
  now?: () => Date;
  /** Where log lines go (default stdout); tests read them to prove secrets are redacted. */
  logStream?: { write(line: string): unknown };
  /** The job handlers to register (default: every module's, src/job-modules.ts). */
  jobModules?: readonly JobModule[];
  /** How route schemas are compiled (default: Fastify's ajv and fast-json-stringify, per app). */
  schemaController?: FastifyServerOptions['schemaController'];
  /**
   * argon2id's cost for new password hashes. Default, and what every entry point uses: OWASP's
   * baseline. Only the API tests' kit passes a cheaper one; no setting or variable reaches it
   * (ADR 038, session 22).
   */
  passwordHashing?: PasswordHashing;
}

/** Headers the client sends (spec 000 §7); CORS must allow them all. */
const CLIENT_HEADERS = [
  'app',
  'time-zone',
  'locale',
  'api-version',
  'authorization',
  'platform-domain-embedded',
  'store-id',
  'workplace-id',
  'content-type',
];

/**
 * How long a browser may reuse a preflight's answer (Access-Control-Max-Age, seconds). The client
 * always sends non-safelisted headers (Authorization and the headers above), so every call from
 * the app's origin is preceded by an OPTIONS round trip unless one is cached; without the header
 * browsers keep it 5 s. Two hours is Chromium's cap (Firefox keeps up to 24 h, Safari 10 min).
 * The cache is per origin, URL and credentials mode, and the actual answer is still checked
 * against CORS_ORIGINS on every request, so a longer cache trusts no origin more.
 */
const PREFLIGHT_MAX_AGE_SECONDS = 7200;

/**
 * What API and worker processes share: the context, realtime publishing, the job queue and every
 * module's job handlers (ADR 020).
 */
async function createCore({
  config,
  db,
  mailer,
  now = () => new Date(),
  logStream,
  jobModules = JOB_MODULES,
  schemaController,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: logSerializers,
      ...(logStream ? { stream: logStream } : {}),
    },
    routerOptions: { ignoreTrailingSlash: true },
    // behind a load balancer: the client's address (sign-in throttles, rate limits, logs) and the
    // public scheme and host (media URLs) come from the proxies listed in TRUST_PROXY (ADR 033)
    trustProxy: config.trustProxy,
    ...envelopeServerOptions,
    ajv: { customOptions: { allErrors: true }, plugins: [ajvFormats as AjvPlugin] },
    ...(schemaController ? { schemaController } : {}),
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bus = await openEventBus(config, app.log);
  const ctx: AppContext = {
    config,
    db,
    now,
    mailer:
      mailer ??
      createOutboxMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log }),
    bus,
  };
  app.decorate('ctx', ctx);
  // what this process's auth cache forgets, the other processes' caches forget too
  const authCache = authCacheFor(db);
  const stopTelling = authCache.onChange((change) => bus.publish('auth', change));
  bus.subscribe('auth', (change) => authCache.apply(change));
  app.addHook('onClose', async () => {
    stopTelling();
    await bus.close();
  });
  await app.register(realtime);
  await app.register(jobQueue);
  for (const registerJobs of jobModules) registerJobs(app);
  return app;
}

/**
 * A worker process: the job queue without HTTP (src/worker.ts starts it). Nothing listens; the
 * handlers publish realtime events through the bus to the API processes' streams.
 */
export async function buildWorker(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createCore(options);
  await app.ready();
  return app;
}

/** core → external plugins → app plugins → modules (architecture.md). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = await createCore(options);
  const { config } = options;

  // external plugins
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CLIENT_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_SECONDS,
  });
  await app.register(rateLimiter);
  // nosniff, a referrer policy and a CSP for the HTML the API serves (dev mailbox, docs).
  // Product pictures the API serves are shown by the app's other origins: cross-origin CORP.
  await app.register(helmet, {
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'no-referrer' },
  });

  // app plugins (before swagger so its onRoute sees the security added by the auth hooks)
  await app.register(errorHandler);
  await app.register(edgeInput);
  await app.register(routeTable);
  await app.register(authHooks);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Omni Dropshipping API',
        version: '1.0.0',
        description: 'Every body is { status, message, data, errors? }.',
      },
      servers: [{ url: `http://${config.host}:${config.port}` }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
  // The docs page's own inline script and style, by hash, under Helmet's CSP.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // modules
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes, { passwordHashing: options.passwordHashing });
      await api.register(accountRoutes);
      await api.register(workplaceRoutes);
      await api.register(storeRoutes);
      await api.register(supplierAccountRoutes);
      await api.register(parcelTrackingRoutes);
      await api.register(shopifyRoutes);
      await api.register(notificationRoutes);
      await api.register(exchangeRateRoutes);
      await api.register(sourcingRoutes);
      await api.register(catalogueMediaRoutes);
      await api.register(imageSearchRoutes);
      await api.register(storeAnalysisRoutes);
      await api.register(researchRoutes);
      await api.register(socialAdsRoutes);
      await api.register(podRoutes);
      await api.register(catalogueRoutes);
      await api.register(aiWritingRoutes);
      await api.register(galleryRoutes);
      await api.register(pushRoutes);
      await api.register(orderRoutes);
      await api.register(orderDetailRoutes);
      await api.register(publicTrackingRoutes);
      await api.register(orderCreateRoutes);
      await api.register(orderPlacementRoutes);
      await api.register(orderCancelRoutes);
      await api.register(omniFulfillmentRoutes);
      await api.register(refundRoutes);
      await api.register(orderShippingRoutes);
      await api.register(orderChangeSupplierRoutes);
      await api.register(orderPaymentRoutes);
      await api.register(orderSettingsRoutes);
      await api.register(paymentRoutes);
      await api.register(quotaRoutes);
      await api.register(walletRoutes);
      await api.register(realtimeRoutes);
      await api.register(channelOrderRoutes);
      await api.register(woocommerceRoutes);
      if (config.devMailbox) await api.register(devOutboxRoutes);
    },
    { prefix: '/api' },
  );
  if (config.devMailbox) await app.register(devMailboxPageRoutes);

  return app;
}
