import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '@omni/shared/contracts/notification-settings';
import { inWorkplaceScope } from '../../db/tenant-scope';
import type { AppContext } from '../../plugins/app-context';
import { notifications, users, workplaces } from '../../db/schema';
import { toLanguage } from '../auth/service';
import { notificationMail } from './notification-mail';
import { readPreference } from './preferences-repository';

export interface NotificationEvent {
  kind: NotificationKind;
  /** Fills the title's placeholders (notifications.<kind> in the host's locales). */
  params: Record<string, string | number>;
}

/**
 * The one place that decides whether an event notifies the merchant: every producer calls this,
 * none reads the preferences itself. In the app: a row in notifications (bell, notifications
 * pages). By e-mail: a mail to the workplace's owner in their language. Returns what was done.
 * It runs in the workplace's row scope (ADR 025), whatever scope its producer runs in (a job, a
 * webhook in the system scope).
 */
export function notify(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  workplaceId: string,
  event: NotificationEvent,
): Promise<{ app: boolean; email: boolean }> {
  return inWorkplaceScope(workplaceId, () => decideAndSend(ctx, workplaceId, event));
}

async function decideAndSend(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'config'>,
  workplaceId: string,
  event: NotificationEvent,
): Promise<{ app: boolean; email: boolean }> {
  const { db } = ctx;
  const preference = await readPreference(db, workplaceId, event.kind);
  const group = NOTIFICATION_KINDS[event.kind].group;
  if (preference.app)
    await db.insert(notifications).values({
      workplaceId,
      type: group,
      titleKey: `notifications.${event.kind}`,
      params: event.params,
    });
  if (preference.email) {
    const [owner] = await db
      .select({ email: users.email, firstName: users.firstName, language: users.language })
      .from(workplaces)
      .innerJoin(users, eq(users.id, workplaces.ownerId))
      .where(eq(workplaces.id, workplaceId));
    if (owner)
      await ctx.mailer.send(
        notificationMail({
          language: toLanguage(owner.language),
          to: owner.email,
          name: owner.firstName,
          group,
          kind: event.kind,
          link: `${ctx.config.appUrl}/app/notifications`,
        }),
      );
  }
  return { app: preference.app, email: preference.email };
}
