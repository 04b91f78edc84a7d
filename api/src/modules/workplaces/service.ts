import { MessageKey } from '@omni/shared/errors';
import type { Workplace } from '@omni/shared/contracts';
import { badRequest, forbidden } from '../../http/app-error';
import type { AppContext } from '../../plugins/app-context';
import {
  findMemberWorkplace,
  insertWorkplace,
  isKnownCurrency,
  listMemberWorkplaces,
  renameWorkplace,
  upsertDisplayCurrency,
} from './repository';
import { isUuid } from '../../http/is-uuid';

export function createWorkplaceService({ db, now }: AppContext) {
  async function memberWorkplace(userId: string, workplaceId: string): Promise<Workplace> {
    // Unknown and foreign look the same: FORBIDDEN, so ids of other tenants cannot be probed.
    const workplace = isUuid(workplaceId)
      ? await findMemberWorkplace(db, userId, workplaceId)
      : null;
    if (!workplace) throw forbidden();
    return workplace;
  }

  function cleanName(name: string): string {
    const trimmed = name.trim();
    if (!trimmed)
      throw badRequest(MessageKey.ValidationFailed, [
        { field: 'name', message: MessageKey.FieldRequired },
      ]);
    return trimmed;
  }

  return {
    list: (userId: string) => listMemberWorkplaces(db, userId),

    async create(userId: string, name: string): Promise<Workplace> {
      const id = await insertWorkplace(db, userId, cleanName(name));
      return memberWorkplace(userId, id);
    },

    async rename(userId: string, workplaceId: string, name: string): Promise<Workplace> {
      const cleaned = cleanName(name);
      await memberWorkplace(userId, workplaceId);
      await renameWorkplace(db, workplaceId, cleaned);
      return memberWorkplace(userId, workplaceId);
    },

    /** workplaceId comes from the checked `workplace-id` header. */
    async updateSettings(
      userId: string,
      workplaceId: string,
      displayCurrency: string,
    ): Promise<Workplace> {
      if (!(await isKnownCurrency(db, displayCurrency))) {
        throw badRequest(MessageKey.ValidationFailed, [
          {
            field: 'settings.display_currency',
            message: MessageKey.FieldInvalid,
            params: { rule: 'currency' },
          },
        ]);
      }
      await upsertDisplayCurrency(db, workplaceId, displayCurrency, now());
      return memberWorkplace(userId, workplaceId);
    },
  };
}
