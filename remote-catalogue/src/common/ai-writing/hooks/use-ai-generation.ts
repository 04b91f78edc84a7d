import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AiWritingRequest } from '@omni/shared/contracts/catalogue';
import { BodyStatus, ClientMessageKey, MessageKey } from '@omni/shared/errors';
import { AiWritingRefusal } from '../api/ai-writing-refusal';
import { streamAiWriting } from '../api/stream-ai-writing';
import { generationReducer, IDLE, type GenerationFailure } from '../utils/generation-state';

/** What a refused generation tells the merchant. */
function failureOf(error: unknown): GenerationFailure {
  if (error instanceof AiWritingRefusal) {
    const { result } = error;
    if (result.status === BodyStatus.QUOTA_EXPIRED) {
      const params = result.errors?.[0]?.params ?? {};
      const number = (value: unknown) => (typeof value === 'number' ? value : undefined);
      return { kind: 'quota', limit: number(params.limit), usage: number(params.usage) };
    }
    return { kind: 'message', message: result.message };
  }
  return { kind: 'message', message: ClientMessageKey.NetworkError };
}

/**
 * One generation at a time for a product: start streams it into the state, stop aborts it
 * (the API stops the model and counts nothing), leaving the page aborts it too.
 */
export function useAiGeneration(productId: string) {
  const [state, dispatch] = useReducer(generationReducer, IDLE);
  const running = useRef<AbortController | null>(null);

  const start = useCallback(
    async (request: AiWritingRequest) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      dispatch({ type: 'start', field: request.field });
      try {
        for await (const item of streamAiWriting(productId, request, controller.signal)) {
          if (item.event === 'delta') dispatch({ type: 'delta', text: item.data.text });
          else if (item.event === 'done') dispatch({ type: 'done', text: item.data.text });
          else
            dispatch({
              type: 'fail',
              failure:
                item.data.status === BodyStatus.QUOTA_EXPIRED
                  ? { kind: 'quota' }
                  : { kind: 'message', message: item.data.message },
            });
        }
        // a stream that ended without done or error lost its connection
        dispatch({
          type: 'fail',
          failure: { kind: 'message', message: MessageKey.AiWritingUnavailable },
        });
      } catch (error) {
        if (!controller.signal.aborted) dispatch({ type: 'fail', failure: failureOf(error) });
      } finally {
        if (running.current === controller) running.current = null;
      }
    },
    [productId],
  );

  const stop = useCallback(() => {
    running.current?.abort();
    running.current = null;
    dispatch({ type: 'stop' });
  }, []);

  const clear = useCallback(() => dispatch({ type: 'clear' }), []);

  useEffect(() => () => running.current?.abort(), []);

  return { state, start, stop, clear };
}
