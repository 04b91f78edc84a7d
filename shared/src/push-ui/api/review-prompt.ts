import { call, unwrap } from '@omni/shared/api-client';
import {
  createReviewEndpoint,
  notShowReviewEndpoint,
  reviewPromptEndpoint,
  updateReviewEndpoint,
  verifyReviewEndpoint,
} from '@omni/shared/contracts/push';

/*
 * The review prompt's calls (001 §7 "Reviews"). Silent: the prompt is a courtesy, a failure to ask
 * is no error to show; the dialog says itself when a review could not be sent.
 */
const quiet = { silent: true } as const;

/**
 * Whether to ask for a review now (001 §4): POST core/reviews/verify first (the account has used
 * the product for real), then the server's rules — 3 triggers, verified, none in the last 24 hours.
 */
export async function shouldAskForReview(): Promise<boolean> {
  const { verified } = unwrap(await call(verifyReviewEndpoint, undefined, quiet));
  if (!verified) return false;
  return unwrap(await call(reviewPromptEndpoint, undefined, quiet)).should_prompt;
}

export interface ReviewInput {
  rating: number;
  feedback?: string;
}

/** POST core/reviews: the rating as soon as it is chosen; the answer's id takes the feedback. */
export async function createReview(body: ReviewInput) {
  return unwrap(await call(createReviewEndpoint, { body }, quiet));
}

/** PUT core/reviews/{id}: a changed rating, or the feedback written after it. */
export async function updateReview(id: string, body: ReviewInput) {
  return unwrap(await call(updateReviewEndpoint, { params: { id }, body }, quiet));
}

/** POST core/reviews/not-show-review: closed unanswered (24 hours), or never again. */
export async function notShowReview(forever: boolean) {
  return unwrap(await call(notShowReviewEndpoint, { body: forever ? { forever } : {} }, quiet));
}
