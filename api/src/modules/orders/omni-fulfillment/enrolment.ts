import { eq } from 'drizzle-orm';
import {
  OMNI_FULFILLMENT_STEPS,
  type OmniFulfillmentState,
  type OmniFulfillmentStep,
} from '@omni/shared/contracts/orders';
import { BodyStatus, MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { omniFulfillmentEnrolments, type OmniFulfillmentEnrolmentRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';

export function enrolmentState(row: OmniFulfillmentEnrolmentRow | undefined): OmniFulfillmentState {
  return {
    viewed_at: row?.viewedAt?.toISOString() ?? null,
    interacted_at: row?.interactedAt?.toISOString() ?? null,
    confirmed_at: row?.confirmedAt?.toISOString() ?? null,
    enabled: Boolean(row?.confirmedAt),
  };
}

export async function readEnrolment(db: Database, workplaceId: string) {
  const [row] = await db
    .select()
    .from(omniFulfillmentEnrolments)
    .where(eq(omniFulfillmentEnrolments.workplaceId, workplaceId));
  return enrolmentState(row);
}

/**
 * Records a step of the settings page. Each keeps its first time (a second view says nothing new);
 * a step implies the ones before it, so the state never reads confirmed-but-unseen.
 */
export async function recordEnrolmentStep(
  db: Database,
  workplaceId: string,
  step: OmniFulfillmentStep,
  userId: string,
  now: Date,
): Promise<OmniFulfillmentState> {
  const current = await readEnrolment(db, workplaceId);
  const kept = (at: string | null) => (at ? new Date(at) : null);
  // the steps are ordered: a later one implies the earlier ones
  const reached = OMNI_FULFILLMENT_STEPS.indexOf(step);
  const at = (index: number, was: string | null) => kept(was) ?? (reached >= index ? now : null);
  const values = {
    viewedAt: at(0, current.viewed_at),
    interactedAt: at(1, current.interacted_at),
    confirmedAt: at(2, current.confirmed_at),
    ...(step === 'confirm' && !current.confirmed_at ? { confirmedBy: userId } : {}),
    updatedAt: now,
  };
  await db
    .insert(omniFulfillmentEnrolments)
    .values({ workplaceId, ...values })
    .onConflictDoUpdate({ target: omniFulfillmentEnrolments.workplaceId, set: values });
  return readEnrolment(db, workplaceId);
}

/** `omni` as a source before confirm: refused, nothing changes. */
export async function requireOmniEnabled(db: Database, workplaceId: string): Promise<void> {
  if (!(await readEnrolment(db, workplaceId)).enabled)
    throw new AppError(BodyStatus.BAD_REQUEST, MessageKey.OmniFulfillmentNotEnabled);
}
