import type { LanguageCode, LinkedStore, QuickStartUpdateBody, User } from '@omni/shared/contracts';
import { unauthorized } from '../../http/app-error';
import type { AppContext } from '../../plugins/app-context';
import { findUserById } from '../auth/repository';
import { toLanguage } from '../auth/service';
import {
  addCompletedQuickStartStep,
  countWorkplaceBadges,
  deleteUser,
  findAccountUser,
  listWorkplacesWithStores,
  markQuickStartDismissed,
  updateLanguage,
} from './repository';
import { deriveUserFlags } from './user-flags';

export function createAccountService({ db, now }: AppContext) {
  return {
    async getAccount(userId: string): Promise<User> {
      const found = await findAccountUser(db, userId);
      if (!found) throw unauthorized();
      const { user, planName } = found;
      const { workplaces, stores } = await listWorkplacesWithStores(db, userId);
      const linked = {
        shopify: [] as LinkedStore[],
        woocommerce: [] as LinkedStore[],
        tiktok: [] as LinkedStore[],
      };
      for (const store of stores) {
        const group = linked[store.platform as keyof typeof linked];
        group?.push({
          id: store.id,
          workplace_id: store.workplaceId,
          platform_domain: store.platformDomain,
        });
      }
      const flags = deriveUserFlags({
        pricingCohort: user.pricingCohort,
        isUserMkt: user.isUserMkt,
        fromUserMkt: user.fromUserMkt,
        fromMobile: user.fromMobile,
        planKey: user.planKey,
        hasExtraModule: user.hasExtraModule,
        planReinstalled: user.planReinstalled,
        onboardingVersion: user.onboardingVersion,
        onboardingCompleted: user.onboardingCompleted,
        quickStartDismissed: user.quickStartDismissedAt !== null,
        storeCountByWorkplace: workplaces.map(
          (w) => stores.filter((s) => s.workplaceId === w.id).length,
        ),
      });
      return {
        id: user.id,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        avatar: user.avatar,
        language: toLanguage(user.language),
        email_verified: user.emailVerifiedAt !== null,
        ...flags,
        workplaces,
        linked_stores: linked,
        remaining_meta_keys: user.remainingMetaKeys,
        plan_reinstalled: user.planReinstalled,
        from_user_mkt: user.fromUserMkt,
        from_mobile: user.fromMobile,
        payment_mode: user.paymentMode,
        is_ab: user.isAb,
        plan: { key: user.planKey, name: planName ?? user.planKey },
      };
    },

    async setLanguage(userId: string, language: LanguageCode) {
      await updateLanguage(db, userId, language, now());
      return { language };
    },

    /** Records a quick-start action on the account; returns whether the checklist is closed. */
    async updateQuickStart(userId: string, action: QuickStartUpdateBody['action']) {
      const at = now();
      if (action === 'dismiss') await markQuickStartDismissed(db, userId, at);
      else await addCompletedQuickStartStep(db, userId, 'NAVIGATE_TO_ORDER_CENTER', at);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized();
      return {
        completed_quick_start: user.onboardingCompleted,
        quick_start_dismissed: user.quickStartDismissedAt !== null,
      };
    },

    deleteAccount: (userId: string) => deleteUser(db, userId),

    statistic: (workplaceId: string) => countWorkplaceBadges(db, workplaceId),
  };
}
