import { and, eq, inArray } from 'drizzle-orm';
import {
  REVIEW_PROMPT_GAP_HOURS,
  REVIEW_TRIGGER_KEYS,
  REVIEW_TRIGGERS_NEEDED,
  type ReviewPromptState,
} from '@omni/shared/contracts/push';
import type { Database } from '../../db/database';
import {
  appReviews,
  orderPlacements,
  reviewPromptStates,
  stores,
  workplaceMembers,
} from '../../db/schema';
import { notFound } from '../../http/app-error';

type StateRow = typeof reviewPromptStates.$inferSelect;

/** 001 §4: at least 3 trigger keys, verified, not shown in the last 24 hours (and not refused). */
export function shouldPrompt(state: Omit<StateRow, 'userId'>, now: Date): boolean {
  if (state.notShow || !state.verified) return false;
  if (state.triggerKeys.length < REVIEW_TRIGGERS_NEEDED) return false;
  if (!state.lastPromptAt) return true;
  return now.getTime() - state.lastPromptAt.getTime() >= REVIEW_PROMPT_GAP_HOURS * 3_600_000;
}

/**
 * Trigger keys read from what the account has done rather than recorded: a store connected in one
 * of its workplaces (store_connected), an order placed with a supplier there (order_placed).
 */
async function observedTriggers(db: Database, userId: string): Promise<string[]> {
  const memberOf = db
    .select({ id: workplaceMembers.workplaceId })
    .from(workplaceMembers)
    .where(eq(workplaceMembers.userId, userId));
  const [store] = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.workplaceId, memberOf))
    .limit(1);
  const [placed] = await db
    .select({ id: orderPlacements.id })
    .from(orderPlacements)
    .where(
      and(inArray(orderPlacements.workplaceId, memberOf), eq(orderPlacements.status, 'success')),
    )
    .limit(1);
  return [...(store ? ['store_connected'] : []), ...(placed ? ['order_placed'] : [])];
}

/** Recorded keys (product_push) with the observed ones, in REVIEW_TRIGGER_KEYS order. */
function withObserved(recorded: readonly string[], observed: readonly string[]): string[] {
  const all = new Set([...recorded, ...observed]);
  const known = REVIEW_TRIGGER_KEYS.filter((key) => all.has(key));
  return [
    ...known,
    ...[...all].filter((key) => !(REVIEW_TRIGGER_KEYS as readonly string[]).includes(key)),
  ];
}

async function storedStateOf(db: Database, userId: string): Promise<Omit<StateRow, 'userId'>> {
  const [row] = await db
    .select()
    .from(reviewPromptStates)
    .where(eq(reviewPromptStates.userId, userId));
  return row ?? { triggerKeys: [], verified: false, notShow: false, lastPromptAt: null };
}

async function stateOf(db: Database, userId: string): Promise<Omit<StateRow, 'userId'>> {
  const stored = await storedStateOf(db, userId);
  return {
    ...stored,
    triggerKeys: withObserved(stored.triggerKeys, await observedTriggers(db, userId)),
  };
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

/** Saves the recorded state; answers it with the observed trigger keys added. */
async function save(db: Database, userId: string, patch: Partial<Omit<StateRow, 'userId'>>) {
  const next = { ...(await storedStateOf(db, userId)), ...patch };
  await db
    .insert(reviewPromptStates)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: reviewPromptStates.userId, set: next });
  return {
    ...next,
    triggerKeys: withObserved(next.triggerKeys, await observedTriggers(db, userId)),
  };
}

export async function promptState(db: Database, userId: string, now: Date) {
  return view(await stateOf(db, userId), now);
}

/** Sets a trigger key once (product_push: a push to 3 channels or more, Shopify among them). */
export async function addReviewTrigger(db: Database, userId: string, key: string) {
  const state = await storedStateOf(db, userId);
  if (!state.triggerKeys.includes(key))
    await save(db, userId, { triggerKeys: [...state.triggerKeys, key] });
}

/**
 * POST core/reviews/verify: the account may be asked for a review. Verified means the account has
 * used the product for real (a trigger is set: a store connected, a push, an order placed); an
 * account without any is not.
 */
export async function verifyReviewer(db: Database, userId: string) {
  const state = await stateOf(db, userId);
  const verified = state.triggerKeys.length > 0;
  if (verified !== state.verified) await save(db, userId, { verified });
  return { verified };
}

/**
 * The prompt was closed without a review: it counts as shown, so the next one waits the full gap;
 * `forever` (Don't ask again) stops it for good.
 */
export async function notShowReview(db: Database, userId: string, now: Date, forever: boolean) {
  const patch = forever ? { notShow: true, lastPromptAt: now } : { lastPromptAt: now };
  return view(await save(db, userId, patch), now);
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
