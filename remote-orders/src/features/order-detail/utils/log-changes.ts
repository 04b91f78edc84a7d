import type { OrderLogChange, OrderLogEntry } from '@omni/shared/contracts/orders';

const isChange = (value: unknown): value is OrderLogChange =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as OrderLogChange).field === 'string' &&
  ['string', 'object'].includes(typeof (value as OrderLogChange).to);

/** The field changes a log entry records (customer_updated); none for other entries. */
export function logChanges(entry: OrderLogEntry): OrderLogChange[] {
  const changes = entry.data.changes;
  return Array.isArray(changes) ? changes.filter(isChange) : [];
}
