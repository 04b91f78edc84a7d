import type { FastifyRequest } from 'fastify';
import type { OrderLogAction } from '@omni/shared/contracts/orders';
import type { Database } from '../../db/database';
import { orderLogs } from '../../db/schema';
import { currentSession, currentWorkplaceId } from '../../plugins/auth';

/** Who acts on a workplace's orders; userId null for the system (a job, a supplier's answer). */
export interface OrderActor {
  workplaceId: string;
  userId: string | null;
  /** The workplace's automatic fulfilment acts (spec 002 §9; ADR 039): its log says so. */
  automatic?: boolean;
}

/** The log action of a placement request: the automatic one reads differently (ADR 039). */
export const placementRequestedAction = (actor: OrderActor): OrderLogAction =>
  actor.automatic ? 'auto_placement_requested' : 'placement_requested';

export const actorOf = (request: FastifyRequest): OrderActor => ({
  workplaceId: currentWorkplaceId(request),
  userId: currentSession(request).userId,
});

export interface OrderLogWrite {
  orderId: string;
  action: OrderLogAction;
  /** Facts the UI shows with the action (source, order numbers, error key, amount); no free text. */
  data?: Record<string, unknown>;
}

/**
 * Adds entries to the orders' history (GET orders/v4/order_log). Callers pass the transaction that
 * makes the change, so an entry exists exactly when its change does.
 */
export async function writeOrderLog(
  db: Database,
  actor: OrderActor,
  entries: readonly OrderLogWrite[],
  at?: Date,
): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(orderLogs).values(
    entries.map((entry) => ({
      workplaceId: actor.workplaceId,
      orderId: entry.orderId,
      action: entry.action,
      data: entry.data ?? {},
      userId: actor.userId,
      ...(at ? { createdAt: at } : {}),
    })),
  );
}
