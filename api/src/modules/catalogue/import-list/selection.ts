import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { badRequest, notFound } from '../../../http/app-error';
import { selectedIds } from './repository';

/**
 * The imports a bulk call acts on: `ids` (every one must be the workplace's, else NOT_FOUND and
 * nothing changes) or `all`. Neither is a field error.
 */
export async function requireSelection(
  db: Database,
  workplaceId: string,
  selection: { ids?: string[]; all?: boolean },
): Promise<string[]> {
  if (selection.all) return selectedIds(db, workplaceId, null);
  if (!selection.ids)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'ids', message: MessageKey.FieldRequired },
    ]);
  const wanted = [...new Set(selection.ids)];
  const found = await selectedIds(db, workplaceId, wanted);
  if (found.length !== wanted.length) throw notFound(MessageKey.DataNotFound);
  return found;
}
