import { randomBytes } from 'node:crypto';
import { MessageKey, type MessageKeyValue } from '@omni/shared/errors';
import { badRequest } from '../../http/app-error';
import { AliExpressApiError } from '../../integrations/aliexpress/aliexpress-client';
import { CjApiError } from '../../integrations/cj/cj-client';
import { OutboundError } from '../../integrations/http/outbound-client';
import type { AppContext } from '../../plugins/app-context';
import { SecretBoxError } from '../../security/secret-box';
import { isMember, upsertAccount } from './repository';
import { tokenContext, type SupplierSources } from './supplier-sources';

/** Linking supplier accounts: AliExpress through its consent screen, CJ with an API key. */

const STATE_TTL_MS = 15 * 60_000;
const STATE_CONTEXT = 'supplier-link-state:aliexpress';

interface LinkState {
  workplaceId: string;
  userId: string;
  expiresAt: number;
  nonce: string;
}

export class SupplierLinkError extends Error {
  constructor(readonly messageKey: MessageKeyValue) {
    super(messageKey);
    this.name = 'SupplierLinkError';
  }
}

export class SupplierAccountService {
  constructor(
    private readonly ctx: AppContext,
    private readonly sources: SupplierSources,
    /** Where AliExpress sends the browser back: <api public url>/api/supplier-accounts/aliexpress/callback */
    private readonly callbackUrl: string,
  ) {}

  /** The consent-screen URL; the sealed state carries the workplace and user, and expires. */
  aliExpressAuthorizeUrl(workplaceId: string, userId: string): string {
    const state: LinkState = {
      workplaceId,
      userId,
      expiresAt: this.ctx.now().getTime() + STATE_TTL_MS,
      nonce: randomBytes(8).toString('hex'),
    };
    const sealed = this.sources.integrations.box.seal(JSON.stringify(state), STATE_CONTEXT);
    return this.sources.integrations.aliexpress.client.authorizeUrl(this.callbackUrl, sealed);
  }

  /** AliExpress came back with a code: exchange it and link the account to the state's workplace. */
  async finishAliExpress(input: { code?: string; state?: string; error?: string }): Promise<void> {
    const state = this.openState(input.state);
    if (input.error || !input.code)
      throw new SupplierLinkError(MessageKey.SupplierAccountLinkFailed);
    // the user may have left the workplace while the consent screen was open
    if (!(await isMember(this.ctx.db, state.workplaceId, state.userId)))
      throw new SupplierLinkError(MessageKey.Forbidden);
    const { aliexpress, box } = this.sources.integrations;
    let tokens;
    try {
      tokens = await aliexpress.client.createToken(input.code, state.workplaceId);
    } catch (error) {
      if (error instanceof AliExpressApiError || error instanceof OutboundError)
        throw new SupplierLinkError(MessageKey.SupplierAccountLinkFailed);
      throw error;
    }
    const identity = {
      workplaceId: state.workplaceId,
      source: 'aliexpress' as const,
      externalId: tokens.userId || tokens.account,
    };
    await upsertAccount(this.ctx.db, {
      ...identity,
      accountName: tokens.account || tokens.userId,
      sandbox: aliexpress.config.sandbox,
      accessTokenSealed: box.seal(tokens.accessToken, tokenContext(identity, 'access')),
      refreshTokenSealed: box.seal(tokens.refreshToken, tokenContext(identity, 'refresh')),
      accessExpiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
      refreshExpiresAt: tokens.refreshExpiresAt ? new Date(tokens.refreshExpiresAt) : null,
      callsPerSecond: null,
    });
  }

  /** CJ API 2.0: the API key buys an access token; the account's settings give its level limit. */
  async linkCj(workplaceId: string, input: { api_key: string; email?: string }): Promise<void> {
    const { cj, box } = this.sources.integrations;
    let tokens;
    let settings;
    try {
      tokens = await cj.client.getAccessToken(input.api_key.trim(), workplaceId, input.email);
      settings = await cj.client.settings(tokens.accessToken, workplaceId);
    } catch (error) {
      if (error instanceof CjApiError && !error.isRateLimit)
        throw badRequest(MessageKey.ValidationFailed, [
          { field: 'api_key', message: MessageKey.SupplierAccountLinkFailed },
        ]);
      if (error instanceof CjApiError || error instanceof OutboundError)
        throw badRequest(MessageKey.SupplierAccountLinkFailed);
      throw error;
    }
    const identity = {
      workplaceId,
      source: 'cj' as const,
      externalId: settings.openId || tokens.openId,
    };
    await upsertAccount(this.ctx.db, {
      ...identity,
      accountName: input.email || settings.email || settings.name || `CJ ${identity.externalId}`,
      sandbox: cj.config.sandbox,
      accessTokenSealed: box.seal(tokens.accessToken, tokenContext(identity, 'access')),
      refreshTokenSealed: box.seal(tokens.refreshToken, tokenContext(identity, 'refresh')),
      accessExpiresAt: tokens.expiresAt ? new Date(tokens.expiresAt) : null,
      refreshExpiresAt: tokens.refreshExpiresAt ? new Date(tokens.refreshExpiresAt) : null,
      callsPerSecond: settings.callsPerSecond,
    });
  }

  private openState(sealed: string | undefined): LinkState {
    if (!sealed) throw new SupplierLinkError(MessageKey.InvalidOrExpiredLink);
    let state: LinkState;
    try {
      state = JSON.parse(this.sources.integrations.box.open(sealed, STATE_CONTEXT)) as LinkState;
    } catch (error) {
      if (error instanceof SecretBoxError || error instanceof SyntaxError)
        throw new SupplierLinkError(MessageKey.InvalidOrExpiredLink);
      throw error;
    }
    if (state.expiresAt < this.ctx.now().getTime())
      throw new SupplierLinkError(MessageKey.InvalidOrExpiredLink);
    return state;
  }
}
