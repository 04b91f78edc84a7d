import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { WooAuthCallbackBody } from '@omni/shared/contracts';
import { MessageKey } from '@omni/shared/errors';
import { normalizeWooCommerceAddress, storeDomainKey } from '@omni/shared/stores';
import type { Database } from '../../db/database';
import { stores, woocommerceConnections, type WoocommerceConnectionRow } from '../../db/schema';
import { AppError, badRequest, unauthorized } from '../../http/app-error';
import { isRefusedAddress, type Resolver } from '../../http/guarded-fetch';
import { WooRestClient } from '../../integrations/woocommerce/woo-rest-client';
import { createSecretBox, type SecretBox } from '../../security/secret-box';
import {
  assertNotAnotherOwnersStore,
  isConnectedByAnotherOwner,
  storeExistAnotherOwner,
} from '../stores/store-ownership';
import {
  createConnectRequest,
  findAccountWooStore,
  findConnection,
  findOpenConnectRequest,
  takeConnectRequest,
} from './woo-repository';
import {
  isAllowedStoreUrl,
  isSandboxStoreUrl,
  wooSettings,
  type WooSettings,
} from './woo-settings';

export const WOO_APP_NAME = 'Omni Dropshipping';
/** What the product needs: read orders and products, write order notes and webhooks. */
export const WOO_SCOPE = 'read_write';

export interface WooServiceDeps {
  db: Database;
  box: SecretBox;
  settings: WooSettings;
  log: FastifyBaseLogger;
  now: () => Date;
  /** Tests only: a transport instead of the guarded client. */
  fetch?: typeof fetch;
  /** Tests only: DNS answers for the address check at install. */
  resolver?: Resolver;
}

/** STORE_EXIST_ANOTHER_OWNER at the key exchange: says which workplace asked, to tell its tabs. */
export class StoreOwnedElsewhereError extends AppError {
  constructor(
    readonly workplaceId: string,
    readonly platformDomain: string,
  ) {
    const { bodyStatus, messageKey } = storeExistAnotherOwner();
    super(bodyStatus, messageKey);
  }
}

/** Sealed values are bound to their store and field: a copied column does not open elsewhere. */
const sealContext = (storeId: string, field: string) => `woocommerce:${storeId}:${field}`;

export function createWooService(deps: WooServiceDeps) {
  const { db, box, settings, log, now } = deps;

  const clientFor = (
    credentials: { storeUrl: string; consumerKey: string; consumerSecret: string },
    workplaceId: string,
  ) =>
    new WooRestClient(credentials, workplaceId, {
      logger: log,
      allowedOrigins: settings.allowedOrigins,
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    });

  return {
    /**
     * The wc-auth link for a store address (spec 002 §4). `user_id` is a one-time nonce that
     * binds the keys the store will post back to this workplace and this address.
     */
    async installUrl(userId: string, workplaceId: string, shop: string): Promise<string> {
      const normalised = normalizeWooCommerceAddress(shop);
      if (!normalised.ok)
        throw badRequest(MessageKey.ValidationFailed, [
          {
            field: 'shop',
            message:
              normalised.problem === 'required'
                ? MessageKey.FieldRequired
                : MessageKey.FieldInvalid,
          },
        ]);
      const storeUrl = normalised.address;
      if (!isAllowedStoreUrl(storeUrl, settings))
        throw badRequest(MessageKey.StoreAddressNeedsHttps);
      // A loopback or private address is no store: refused here, never tried.
      if (
        await isRefusedAddress(storeUrl, {
          allowedOrigins: settings.allowedOrigins,
          ...(deps.resolver ? { resolver: deps.resolver } : {}),
        })
      )
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'shop', message: MessageKey.FieldInvalid, params: { rule: 'publicAddress' } },
        ]);
      const existing = await findAccountWooStore(db, userId, storeDomainKey(storeUrl));
      if (existing) {
        // a store whose keys were revoked may be connected again in its own workplace
        const connection = await findConnection(db, existing.id);
        if (existing.workplaceId !== workplaceId || connection?.status !== 'revoked')
          throw badRequest(MessageKey.StoreAlreadyExistsInThisAccount);
      }
      await assertNotAnotherOwnersStore(db, workplaceId, 'woocommerce', storeDomainKey(storeUrl));
      const nonce = randomBytes(24).toString('base64url');
      await createConnectRequest(db, {
        nonce,
        workplaceId,
        userId,
        storeUrl,
        expiresAt: new Date(now().getTime() + settings.connectTtlMs),
      });
      const query = new URLSearchParams({
        app_name: WOO_APP_NAME,
        scope: WOO_SCOPE,
        user_id: nonce,
        return_url: `${settings.appUrl}/auth/platform/woocommerce/callback`,
        callback_url: `${settings.apiBaseUrl}/woocommerce/callback`,
      });
      return `${storeUrl}/wc-auth/v1/authorize?${query.toString()}`;
    },

    /**
     * The store posts the keys (wc-auth callback). The nonce must be one we issued, unused and
     * fresh; the keys must work against the address the merchant asked for. Then the store is
     * saved (keys sealed) and set up by a job. Returns the store and whether it is new.
     */
    async acceptKeys(body: WooAuthCallbackBody) {
      if (body.key_permissions !== WOO_SCOPE) throw badRequest(MessageKey.StoreConnectionRefused);
      const open = await findOpenConnectRequest(db, body.user_id, now());
      if (!open) throw unauthorized();
      // another owner may have connected the store since the link was given: refuse before
      // anything is written (the request stays unspent; the store drops the keys it could not hand over)
      const domain = storeDomainKey(open.storeUrl);
      if (await isConnectedByAnotherOwner(db, open.workplaceId, 'woocommerce', domain))
        throw new StoreOwnedElsewhereError(open.workplaceId, domain);
      const request = await takeConnectRequest(db, body.user_id, now());
      if (!request) throw unauthorized();
      const credentials = {
        storeUrl: request.storeUrl,
        consumerKey: body.consumer_key,
        consumerSecret: body.consumer_secret,
      };
      let currency: string;
      try {
        currency = await clientFor(credentials, request.workplaceId).getCurrency();
      } catch (error) {
        log.warn({ err: error, store: request.storeUrl }, 'WooCommerce keys were not accepted');
        throw badRequest(MessageKey.StoreConnectionRefused);
      }
      const platformDomain = storeDomainKey(request.storeUrl);
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select({ id: stores.id })
          .from(stores)
          .where(
            and(
              eq(stores.workplaceId, request.workplaceId),
              eq(stores.platform, 'woocommerce'),
              eq(stores.platformDomain, platformDomain),
            ),
          );
        const storeId = existing?.id ?? randomUUID();
        if (!existing) {
          const [{ n }] = (await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(stores)
            .where(eq(stores.workplaceId, request.workplaceId))) as [{ n: number }];
          await tx.insert(stores).values({
            id: storeId,
            workplaceId: request.workplaceId,
            platform: 'woocommerce',
            platformDomain,
            domain: request.storeUrl,
            currency,
            isDefault: n === 0,
            sandbox: isSandboxStoreUrl(request.storeUrl, settings),
          });
        }
        const sealed = {
          workplaceId: request.workplaceId,
          storeUrl: request.storeUrl,
          keyId: String(body.key_id),
          consumerKeySealed: box.seal(body.consumer_key, sealContext(storeId, 'key')),
          consumerSecretSealed: box.seal(body.consumer_secret, sealContext(storeId, 'secret')),
          webhookSecretSealed: box.seal(
            randomBytes(32).toString('base64url'),
            sealContext(storeId, 'webhook'),
          ),
          webhookIds: [],
          status: 'active',
        };
        await tx
          .insert(woocommerceConnections)
          .values({ storeId, ...sealed })
          .onConflictDoUpdate({ target: woocommerceConnections.storeId, set: sealed });
        return {
          storeId,
          workplaceId: request.workplaceId,
          platformDomain,
          keyId: String(body.key_id),
          created: !existing,
        };
      });
    },

    /** A REST client with the store's (unsealed) keys. */
    clientForConnection(connection: WoocommerceConnectionRow): WooRestClient {
      return clientFor(
        {
          storeUrl: connection.storeUrl,
          consumerKey: box.open(
            connection.consumerKeySealed,
            sealContext(connection.storeId, 'key'),
          ),
          consumerSecret: box.open(
            connection.consumerSecretSealed,
            sealContext(connection.storeId, 'secret'),
          ),
        },
        connection.workplaceId,
      );
    },

    webhookSecret(connection: WoocommerceConnectionRow): string {
      return box.open(connection.webhookSecretSealed, sealContext(connection.storeId, 'webhook'));
    },

    webhookUrl(storeId: string): string {
      return `${settings.apiBaseUrl}/woocommerce/webhooks/${storeId}`;
    },

    /**
     * Removes the store (its connection, customers and sync state go with it; its orders stay,
     * detached). If it was the default, the oldest remaining store becomes the default.
     */
    async removeStore(storeId: string, workplaceId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(stores)
          .where(and(eq(stores.id, storeId), eq(stores.workplaceId, workplaceId)))
          .returning({ isDefault: stores.isDefault });
        if (!removed) return false;
        if (removed.isDefault) {
          const [next] = await tx
            .select({ id: stores.id })
            .from(stores)
            .where(eq(stores.workplaceId, workplaceId))
            .orderBy(asc(stores.createdAt))
            .limit(1);
          if (next) await tx.update(stores).set({ isDefault: true }).where(eq(stores.id, next.id));
        }
        return true;
      });
    },
  };
}

export type WooService = ReturnType<typeof createWooService>;

/** The WooCommerce service of an app (its routes, its jobs and the push jobs), from its settings. */
export function wooServiceFor(app: Pick<FastifyInstance, 'ctx' | 'log'>): WooService {
  const { db, config, now } = app.ctx;
  return createWooService({
    db,
    box: createSecretBox(config.secretBoxKey),
    settings: wooSettings(config),
    log: app.log,
    now,
  });
}
