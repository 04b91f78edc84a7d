import { and, eq } from 'drizzle-orm';
import type { QuotaPurchase } from '@omni/shared/contracts/billing';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import {
  EXTRA_QUOTA_PACKS,
  READY2SALE_PACK,
  isUnlimited,
  packsPrice,
  type ExtraQuotaFeature,
  type FeatureKey,
} from '@omni/shared/plans';
import type { Database } from '../../db/database';
import { quotaPurchases, stores, wallets } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { debitWallet } from '../wallets/ledger';
import { addExtraUnits, planLimit } from './quota-service';

/**
 * charge-extra and charge-ready2sale (spec 000 §7; ADR 027): packs of extra units of a feature
 * for the current billing period, paid from the workplace's wallet. One transaction takes the
 * money and adds the units, so either both happen or neither. `request_id` makes a purchase
 * happen once: a repeat (concurrent or later) replays the first answer, a declined one included.
 */
export interface PurchaseRequest {
  workplaceId: string;
  storeId: string | null;
  kind: 'extra' | 'ready2sale';
  feature: ExtraQuotaFeature | 'READY2SALE';
  packs: number;
  requestId: string;
  now: Date;
}

function refused(rule: 'unlimited' | 'not_in_plan'): AppError {
  return badRequest(MessageKey.ValidationFailed, [
    { field: 'feature', message: MessageKey.FieldInvalid, params: { rule } },
  ]);
}

export async function buyQuotaPacks(
  db: Database,
  request: PurchaseRequest,
): Promise<QuotaPurchase> {
  const { workplaceId, storeId, kind, feature, packs, requestId, now } = request;
  if (storeId) {
    const [store] = await db
      .select({ id: stores.id })
      .from(stores)
      .where(and(eq(stores.id, storeId), eq(stores.workplaceId, workplaceId)));
    if (!store) throw notFound(MessageKey.StoreNotFound);
  }
  const pack =
    kind === 'ready2sale' ? READY2SALE_PACK : EXTRA_QUOTA_PACKS[feature as ExtraQuotaFeature];
  const price = packsPrice(pack, packs);
  const units = pack.units * packs;

  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [created] = await tx
      .insert(quotaPurchases)
      .values({
        workplaceId,
        storeId,
        kind,
        feature,
        packs,
        units,
        amountMinor: price.amount,
        currency: price.currency,
        requestId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [quotaPurchases.workplaceId, quotaPurchases.requestId] })
      .returning({ id: quotaPurchases.id });
    if (!created) {
      // the same purchase again (a double click, a retry): its first answer
      const [first] = await tx
        .select()
        .from(quotaPurchases)
        .where(
          and(eq(quotaPurchases.workplaceId, workplaceId), eq(quotaPurchases.requestId, requestId)),
        );
      if (
        !first?.answer ||
        first.kind !== kind ||
        first.feature !== feature ||
        first.packs !== packs
      )
        throw new AppError(BodyStatus.UNPROCESSABLE_ENTITY, MessageKey.IdempotencyKeyReused);
      return first.answer as QuotaPurchase;
    }
    const plan = await planLimit(tx, { workplaceId, feature: feature as FeatureKey, now });
    if (isUnlimited(plan.limit)) throw refused('unlimited');
    // the add-on is how a plan without Ready2Sale gets it; extra units only extend a feature
    if (kind === 'extra' && plan.limit <= 0) throw refused('not_in_plan');

    const debit = await debitWallet(tx, {
      workplaceId,
      currency: price.currency,
      amount: price.amount,
      key: `quota-purchase:${created.id}`,
      reference: created.id,
      description: `${units} × ${feature}`,
      now,
    });
    const base = {
      id: created.id,
      feature,
      units,
      amount: price.amount,
      currency: price.currency,
      store_id: storeId,
      period_start: plan.period.start.toISOString(),
      period_end: plan.period.end.toISOString(),
    };
    const answer: QuotaPurchase =
      debit.status === 'paid'
        ? {
            ...base,
            status: 'paid',
            quota: await addExtraUnits(tx, {
              workplaceId,
              feature: feature as FeatureKey,
              units,
              now,
            }),
            total_balance: debit.balances.total_balance,
          }
        : {
            ...base,
            status: 'declined',
            units: 0,
            quota: { limit: plan.limit + plan.extra, usage: plan.usage },
            total_balance: debit.balances.total_balance,
          };
    await tx
      .update(quotaPurchases)
      .set({ status: answer.status, answer, periodStart: plan.period.start })
      .where(eq(quotaPurchases.id, created.id));
    return answer;
  });
}

/**
 * skip-recharge (ADR 027): the next automatic recharge of the workplace's wallet in `currency`
 * is skipped (`skip` false undoes it). The recharge clears the mark when it skips.
 */
export async function setSkipRecharge(
  db: Database,
  {
    workplaceId,
    currency,
    skip,
    now,
  }: { workplaceId: string; currency: string; skip: boolean; now: Date },
): Promise<{ skip_next_recharge: boolean }> {
  const [row] = await db
    .insert(wallets)
    .values({ workplaceId, currency, skipNextRecharge: skip, updatedAt: now })
    .onConflictDoUpdate({
      target: [wallets.workplaceId, wallets.currency],
      set: { skipNextRecharge: skip, updatedAt: now },
    })
    .returning({ skip: wallets.skipNextRecharge });
  return { skip_next_recharge: row!.skip };
}
