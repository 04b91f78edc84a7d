import type { AiWritingRequest, AiWritingSettings } from '@omni/shared/contracts/catalogue';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { AppContext } from '../../plugins/app-context';
import { AppError, notFound } from '../../http/app-error';
import {
  AiProviderError,
  streamChatCompletion,
  type ProviderLogger,
} from '../../integrations/ai-writing/chat-completions-client';
import { buildMessages } from './prompt';
import { consumeQuota, releaseQuota } from '../quotas/quota-service';
import { findProductFacts, readSettings, saveSettings } from './repository';

export const aiWritingUnavailable = () =>
  new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.AiWritingUnavailable);

/** A generation under way: its first piece of text arrived; the rest follow. */
export interface Generation {
  pieces: AsyncGenerator<string, void, undefined>;
  /** Gives the generation's quota unit back: it failed or was stopped before it was done. */
  release(): Promise<void>;
}

/**
 * Each generation counts one AI_PRODUCT_WRITING unit (the quota service counts A/B users on
 * FREE or STARTER under EXTRA_AI_PRODUCT_WRITING). It is taken before the provider is called,
 * so concurrent generations cannot pass the limit, and given back when no text was delivered.
 */
const QUOTA = { feature: 'AI_PRODUCT_WRITING' } as const;

export function createAiWritingService(ctx: AppContext, log: ProviderLogger) {
  return {
    settings: (workplaceId: string) => readSettings(ctx.db, workplaceId),

    saveSettings: (workplaceId: string, settings: AiWritingSettings) =>
      saveSettings(ctx.db, workplaceId, settings, ctx.now()),

    /**
     * Starts a generation and waits for its first piece of text, so that everything that can
     * go wrong before any text (not the workplace's product, no quota, provider down or too
     * slow) is an ordinary error answer and the editor keeps what it has.
     */
    async start(
      workplaceId: string,
      productId: string,
      request: AiWritingRequest,
      signal: AbortSignal,
    ): Promise<Generation> {
      const product = await findProductFacts(ctx.db, workplaceId, productId);
      if (!product) throw notFound(MessageKey.DataNotFound);
      await consumeQuota(ctx.db, { ...QUOTA, workplaceId, now: ctx.now() });
      const release = async () => {
        await releaseQuota(ctx.db, { ...QUOTA, workplaceId, now: ctx.now() });
      };

      const stream = streamChatCompletion(
        ctx.config.aiWriting,
        { messages: buildMessages({ ...request, product }), signal },
        { logger: log },
      );
      let first: IteratorResult<string, void>;
      try {
        first = await stream.next();
      } catch (error) {
        await release();
        throw asAppError(error, log);
      }
      async function* pieces(): AsyncGenerator<string, void, undefined> {
        if (first.done) return;
        yield first.value;
        yield* stream;
      }
      return { pieces: pieces(), release };
    },
  };
}

/** A provider failure as the error the merchant sees (details stay in the log). */
export function asAppError(error: unknown, log: ProviderLogger): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiProviderError) {
    log.warn(
      {
        service: 'ai-writing',
        failure: error.failure,
        status: error.status,
        code: error.providerCode,
      },
      'AI writing provider failed',
    );
    return aiWritingUnavailable();
  }
  throw error;
}
