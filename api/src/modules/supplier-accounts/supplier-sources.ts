import type { SupplierAccountSource } from '@omni/shared/contracts';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import { AppError } from '../../http/app-error';
import { AliExpressClient } from '../../integrations/aliexpress/aliexpress-client';
import {
  aliExpressConfig,
  type AliExpressConfig,
} from '../../integrations/aliexpress/aliexpress-config';
import { AliExpressSource } from '../../integrations/aliexpress/aliexpress-source';
import { CjClient } from '../../integrations/cj/cj-client';
import { cjConfig, type CjConfig } from '../../integrations/cj/cj-config';
import { CjSource } from '../../integrations/cj/cj-source';
import { OutboundClient, type OutboundLogger } from '../../integrations/http/outbound-client';
import {
  SupplierError,
  type SupplierAccessToken,
  type SupplierSource,
} from '../../integrations/suppliers/supplier-source';
import type { AppContext } from '../../plugins/app-context';
import { createSecretBox, type SecretBox } from '../../security/secret-box';
import { activeAccount, markExpired, saveTokens } from './repository';
import type { SupplierAccountRow } from '../../db/schema';

/**
 * The supplier clients of one API process and the binding of a workplace's linked account to a
 * SupplierSource. Other modules (sourcing, orders) call suppliers only through
 * `supplierSources(ctx).forWorkplace(workplaceId, 'aliexpress' | 'cj')`.
 */
export interface SupplierIntegrations {
  aliexpress: { config: AliExpressConfig; client: AliExpressClient };
  cj: { config: CjConfig; client: CjClient };
  box: SecretBox;
}

/** Refresh a little before the stated expiry so a call never leaves with a dying token. */
const REFRESH_MARGIN_MS = 60_000;

const cache = new WeakMap<AppContext, SupplierSources>();

/** The process-wide supplier clients for an app (created once per app context). */
export function supplierSources(ctx: AppContext, logger?: OutboundLogger): SupplierSources {
  let sources = cache.get(ctx);
  if (!sources) {
    sources = new SupplierSources(ctx, createIntegrations(ctx, logger));
    cache.set(ctx, sources);
  }
  return sources;
}

function createIntegrations(ctx: AppContext, logger?: OutboundLogger): SupplierIntegrations {
  const ae = aliExpressConfig();
  const cj = cjConfig();
  return {
    aliexpress: {
      config: ae,
      client: new AliExpressClient({
        config: ae,
        http: new OutboundClient({ service: 'aliexpress', logger }),
      }),
    },
    cj: { config: cj, client: new CjClient({ config: cj, logger }) },
    box: createSecretBox(ctx.config.secretBoxKey),
  };
}

/** Sealed tokens are bound to the account's identity so a copied value is useless elsewhere. */
export function tokenContext(
  row: Pick<SupplierAccountRow, 'workplaceId' | 'source' | 'externalId'>,
  kind: 'access' | 'refresh',
): string {
  return `supplier:${row.workplaceId}:${row.source}:${row.externalId}:${kind}`;
}

export class SupplierSources {
  /** One refresh at a time per account: a second refresh would use a spent refresh token. */
  private readonly refreshing = new Map<string, Promise<string>>();

  constructor(
    private readonly ctx: AppContext,
    readonly integrations: SupplierIntegrations,
  ) {}

  /** A source bound to the workplace's active linked account; SupplierAccountNotLinked if none. */
  async forWorkplace(workplaceId: string, source: SupplierAccountSource): Promise<SupplierSource> {
    const row = await activeAccount(this.ctx.db, workplaceId, source);
    if (!row) throw new AppError(BodyStatus.BAD_REQUEST, MessageKey.SupplierAccountNotLinked);
    const token = this.tokenOf(row);
    if (source === 'aliexpress')
      return new AliExpressSource({
        client: this.integrations.aliexpress.client,
        token,
        tenantId: workplaceId,
      });
    return new CjSource({
      client: this.integrations.cj.client,
      token,
      tenantId: workplaceId,
      account: {
        id: `${row.source}:${row.externalId}`,
        callsPerSecond: row.callsPerSecond ?? undefined,
      },
    });
  }

  private tokenOf(initial: SupplierAccountRow): SupplierAccessToken {
    let row = initial;
    const { box } = this.integrations;
    const refresh = (): Promise<string> => {
      const running = this.refreshing.get(row.id);
      if (running) return running;
      const work = this.refresh(row)
        .then((updated) => {
          row = updated;
          return box.open(row.accessTokenSealed, tokenContext(row, 'access'));
        })
        .finally(() => this.refreshing.delete(row.id));
      this.refreshing.set(row.id, work);
      return work;
    };
    return {
      current: async () => {
        const expiresAt = row.accessExpiresAt?.getTime();
        if (expiresAt !== undefined && expiresAt - REFRESH_MARGIN_MS < this.ctx.now().getTime())
          return refresh();
        return box.open(row.accessTokenSealed, tokenContext(row, 'access'));
      },
      refresh,
    };
  }

  /** Asks the source for new tokens and stores them; marks the account expired if refused. */
  private async refresh(row: SupplierAccountRow): Promise<SupplierAccountRow> {
    const { box } = this.integrations;
    const refreshToken = box.open(row.refreshTokenSealed, tokenContext(row, 'refresh'));
    let tokens: {
      accessToken: string;
      refreshToken: string;
      expiresAt: number;
      refreshExpiresAt: number;
    };
    try {
      tokens =
        row.source === 'aliexpress'
          ? await this.integrations.aliexpress.client.refreshToken(refreshToken, row.workplaceId)
          : await this.integrations.cj.client.refreshAccessToken(refreshToken, row.workplaceId);
    } catch (error) {
      const refused = (error as { isTokenError?: boolean }).isTokenError === true;
      if (refused) {
        await markExpired(this.ctx.db, row.id);
        throw new SupplierError(
          row.source as SupplierAccountSource,
          'error_get_token',
          'refresh refused',
        );
      }
      throw error;
    }
    const updated = {
      accessTokenSealed: box.seal(tokens.accessToken, tokenContext(row, 'access')),
      refreshTokenSealed: box.seal(tokens.refreshToken, tokenContext(row, 'refresh')),
      accessExpiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
      refreshExpiresAt: tokens.refreshExpiresAt ? new Date(tokens.refreshExpiresAt) : null,
    };
    await saveTokens(this.ctx.db, row.id, updated);
    return { ...row, ...updated, status: 'active' };
  }
}
