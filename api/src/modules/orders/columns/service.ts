import { eq } from 'drizzle-orm';
import {
  ORDER_EXTRA_COLUMNS,
  ORDER_FIXED_COLUMNS,
  ORDER_TABLE_COLUMNS,
  type OrderColumnList,
  type OrderTableKey,
} from '@omni/shared/contracts/orders';
import { MessageKey, type FieldError } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { orderColumnChoices } from '../../../db/schema';
import { badRequest } from '../../../http/app-error';

/** The workplace's column choice per table; tables never chosen are absent (their defaults show). */
export async function getOrderColumns(db: Database, workplaceId: string): Promise<OrderColumnList> {
  const [row] = await db
    .select({ columns: orderColumnChoices.columns })
    .from(orderColumnChoices)
    .where(eq(orderColumnChoices.workplaceId, workplaceId));
  return { columns: (row?.columns ?? {}) as OrderColumnList['columns'] };
}

/**
 * Saves the choice of the tables sent (others keep theirs). Each table may list only its own
 * columns and the extras, once each, and must keep its fixed columns (order id, action).
 */
export async function saveOrderColumns(
  db: Database,
  workplaceId: string,
  choice: OrderColumnList,
  now: Date,
): Promise<OrderColumnList> {
  const errors: FieldError[] = [];
  for (const [table, columns] of Object.entries(choice.columns) as [OrderTableKey, string[]][]) {
    const allowed = new Set<string>([...ORDER_TABLE_COLUMNS[table], ...ORDER_EXTRA_COLUMNS]);
    const fixedMissing = ORDER_FIXED_COLUMNS.some(
      (fixed) =>
        (ORDER_TABLE_COLUMNS[table] as readonly string[]).includes(fixed) &&
        !columns.includes(fixed),
    );
    if (
      fixedMissing ||
      new Set(columns).size !== columns.length ||
      columns.some((c) => !allowed.has(c))
    )
      errors.push({ field: `columns.${table}`, message: MessageKey.FieldInvalid });
  }
  if (errors.length > 0) throw badRequest(MessageKey.ValidationFailed, errors);
  const current = await getOrderColumns(db, workplaceId);
  const columns = { ...current.columns, ...choice.columns };
  await db
    .insert(orderColumnChoices)
    .values({ workplaceId, columns, updatedAt: now })
    .onConflictDoUpdate({
      target: orderColumnChoices.workplaceId,
      set: { columns, updatedAt: now },
    });
  return { columns };
}
