import { MessageKey } from '@omni/shared/errors';
import type { ImportedList } from '@omni/shared/contracts/catalogue';
import { BULK_IDS_MAX } from '@omni/shared/contracts/catalogue';
import type { Database } from '../../../db/database';
import { badRequest } from '../../../http/app-error';
import { marksFor } from '../../sourcing/workplace-repository';

/**
 * Which of the given source products the workplace imported, and as which import (spec 001 §7
 * imported_list): answered from the same imports the list shows, for the ids asked about only.
 */
export async function importedList(
  db: Database,
  workplaceId: string,
  query: { source: string; ids: string },
): Promise<ImportedList> {
  const ids = [
    ...new Set(
      query.ids
        .split(',')
        .map((id) => id.trim())
        .filter((id) => id !== ''),
    ),
  ];
  if (ids.length === 0 || ids.length > BULK_IDS_MAX)
    throw badRequest(MessageKey.ValidationFailed, [
      { field: 'ids', message: MessageKey.FieldInvalid, params: { max: BULK_IDS_MAX } },
    ]);
  const marks = await marksFor(db, workplaceId, query.source, ids);
  return { imported: Object.fromEntries(marks.imports) };
}
