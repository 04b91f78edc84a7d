import type { CancelRefusal } from '@omni/shared/contracts/orders';
import type { PlacementStatus } from '../../../db/schema';

/** What decides whether the merchant may cancel an order here (ADR 049). */
export interface CancelCandidate {
  section: string;
  /** The statuses of its placements with suppliers (none when never placed). */
  placementStatuses: readonly PlacementStatus[];
}

/**
 * Null when the order can be cancelled: it waits in New orders and no supplier has it or is being
 * asked for it (a failed placement does not count: nothing was ordered). Otherwise why not.
 */
export function cancelRefusal(order: CancelCandidate): CancelRefusal | null {
  if (order.section === 'cancelled') return 'already_cancelled';
  if (order.section !== 'placement') return 'placed';
  if (order.placementStatuses.some((status) => status !== 'error')) return 'placed';
  return null;
}
