import { and, eq } from 'drizzle-orm';
import {
  REVIEW_PROMPT_GAP_HOURS,
  REVIEW_TRIGGERS_NEEDED,
  type ReviewPromptState,
} from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import { appReviews, reviewPromptStates } from '../../db/schema';
import { notFound } from '../../http/app-error';

type StateRow = typeof reviewPromptStates.$inferSelect;

/** 001 §4: at least 3 trigger keys, verified, not shown in the last 24 hours (and not refused). */
export function shouldPrompt(state: Omit<StateRow, 'userId'>, now: Date): boolean {
  if (state.notShow || !state.verified) return false;
  if (state.triggerKeys.length < REVIEW_TRIGGERS_NEEDED) return false;
  if (!state.lastPromptAt) return true;
  return now.getTime() - state.lastPromptAt.getTime() >= REVIEW_PROMPT_GAP_HOURS * 3_600_000;
}

async function stateOf(db: Database, userId: string): Promise<Omit<StateRow, 'userId'>> {
  const [row] = await db
    .select()
    .from(reviewPromptStates)
    .where(eq(reviewPromptStates.userId, userId));
  return row ?? { triggerKeys: [], verified: false, notShow: false, lastPromptAt: null };
}

function view(state: Omit<StateRow, 'userId'>, now: Date): ReviewPromptState {
  return {
    verified: state.verified,
    trigger_keys: state.triggerKeys,
    last_prompt_at: state.lastPromptAt?.toISOString() ?? null,
    not_show: state.notShow,
    should_prompt: shouldPrompt(state, now),
  };
}

async function save(db: Database, userId: string, patch: Partial<Omit<StateRow, 'userId'>>) {
  const current = await stateOf(db, userId);
  const next = { ...current, ...patch };
  await db
    .insert(reviewPromptStates)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: reviewPromptStates.userId, set: next });
  return next;
}

export async function promptState(db: Database, userId: string, now: Date) {
  return view(await stateOf(db, userId), now);
}

/** Sets a trigger key once (product_push: a push to 3 channels or more, Shopify among them). */
export async function addReviewTrigger(db: Database, userId: string, key: string) {
  const state = await stateOf(db, userId);
  if (!state.triggerKeys.includes(key))
    await save(db, userId, { triggerKeys: [...state.triggerKeys, key] });
}

/**
 * POST core/reviews/verify: the account may be asked for a review. Verified means the account has
 * used the product for real (a push finished, so a trigger is set); an account without any is not.
 */
export async function verifyReviewer(db: Database, userId: string) {
  const state = await stateOf(db, userId);
  const verified = state.triggerKeys.length > 0;
  if (verified !== state.verified) await save(db, userId, { verified });
  return { verified };
}

export async function notShowReview(db: Database, userId: string, now: Date) {
  return view(await save(db, userId, { notShow: true, lastPromptAt: now }), now);
}

const reviewView = (row: typeof appReviews.$inferSelect) => ({
  id: row.id,
  rating: row.rating,
  feedback: row.feedback,
  createdAt: row.createdAt.toISOString(),
});

export async function createReview(
  db: Database,
  userId: string,
  body: { rating: number; feedback?: string },
  now: Date,
) {
  const [row] = await db
    .insert(appReviews)
    .values({
      userId,
      rating: body.rating,
      feedback: body.feedback ?? '',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  // a prompt answered counts as shown: the next one waits the full gap
  await save(db, userId, { lastPromptAt: now });
  return reviewView(row!);
}

export async function updateReview(
  db: Database,
  userId: string,
  id: string,
  body: { rating: number; feedback?: string },
  now: Date,
) {
  const [row] = await db
    .update(appReviews)
    .set({ rating: body.rating, feedback: body.feedback ?? '', updatedAt: now })
    .where(and(eq(appReviews.id, id), eq(appReviews.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return reviewView(row);
}
