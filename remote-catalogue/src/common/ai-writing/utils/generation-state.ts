import type { AiWritingField } from '@omni/shared/contracts/catalogue';

/** Why a generation gave no text to accept. */
export type GenerationFailure =
  /** Over the plan's AI writing quota: the panel shows the quota banner, not a toast. */
  | { kind: 'quota'; limit?: number; usage?: number }
  /** Any other failure, as a message key of shared/errors (translated in the shared namespace). */
  | { kind: 'message'; message: string };

/**
 * A generation in the AI panel: streaming (text grows), done (can be accepted), stopped by the
 * merchant, or failed. The text shown is never written into the editor until Accept.
 */
export type GenerationState =
  | { phase: 'idle' }
  | { phase: 'streaming'; field: AiWritingField; text: string }
  | { phase: 'done'; field: AiWritingField; text: string }
  | { phase: 'stopped'; field: AiWritingField; text: string }
  | { phase: 'failed'; field: AiWritingField; text: string; failure: GenerationFailure };

export type GenerationAction =
  | { type: 'start'; field: AiWritingField }
  | { type: 'delta'; text: string }
  | { type: 'done'; text: string }
  | { type: 'stop' }
  | { type: 'fail'; failure: GenerationFailure }
  | { type: 'clear' };

export const IDLE: GenerationState = { phase: 'idle' };

export function generationReducer(
  state: GenerationState,
  action: GenerationAction,
): GenerationState {
  switch (action.type) {
    case 'start':
      return { phase: 'streaming', field: action.field, text: '' };
    case 'clear':
      return IDLE;
  }
  // the rest only move a generation that is still streaming (a late piece after Stop is dropped)
  if (state.phase !== 'streaming') return state;
  switch (action.type) {
    case 'delta':
      return { ...state, text: state.text + action.text };
    case 'done':
      return { phase: 'done', field: state.field, text: action.text };
    case 'stop':
      return { ...state, phase: 'stopped' };
    case 'fail':
      return { ...state, phase: 'failed', failure: action.failure };
  }
}
