import { and, eq, inArray } from 'drizzle-orm';
import {
  PUSH_PLATFORMS,
  type AutomationPushSetting,
  type ChannelPushSetting,
} from '@omni/shared/contracts/push';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../db/database';
import { stores } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { getAutomationPush } from './push-settings';

export type ContentOptimization = Omit<
  AutomationPushSetting['actions']['optimize_product_content'],
  'enabled'
>;

export interface AutomationTargets {
  settings: ChannelPushSetting[];
  /** Smart Push's content optimisation, when it is on. */
  optimize: ContentOptimization | null;
}

const smartPushOff = () =>
  badRequest(MessageKey.ValidationFailed, [
    { field: 'automation', message: MessageKey.FieldInvalid, params: { rule: 'smart_push_off' } },
  ]);

/**
 * Where a Smart Push goes (001 §3 pushed_connected_channels): each target store that is still the
 * workplace's, published or not as publish_status says, with the chosen sales channels of a
 * Shopify store in that mode. Smart Push off, or no target store left, is a bad request: the
 * browser only pushes without the dialog when it applies (001 §4).
 */
export async function automationTargets(
  db: Database,
  workplaceId: string,
): Promise<AutomationTargets> {
  const { automation_product_settings: setting } = await getAutomationPush(db, workplaceId);
  const targets = setting.actions.pushed_connected_channels;
  if (!setting.is_enable || targets.store_ids.length === 0) throw smartPushOff();
  const rows = await db
    .select()
    .from(stores)
    .where(
      and(
        eq(stores.workplaceId, workplaceId),
        inArray(stores.id, targets.store_ids),
        inArray(stores.platform, [...PUSH_PLATFORMS]),
      ),
    );
  if (rows.length === 0) throw smartPushOff();
  const mode = targets.publish_status;
  const chosen = new Set(targets.publication_ids);
  const settings = rows.map((store): ChannelPushSetting => {
    const publications =
      store.platform === 'shopify'
        ? store.metadata.external_channels
            .filter((channel) => chosen.has(channel.id))
            .map((channel) => ({ id: channel.id, handle: channel.handle, mode }))
        : [];
    return {
      store_id: store.id,
      settings: { is_publish: mode === 'publish', allow_sell_out_of_stock: true, sync_order: true },
      ...(publications.length > 0 ? { publications } : {}),
    };
  });
  const { enabled, ...optimize } = setting.actions.optimize_product_content;
  return { settings, optimize: enabled ? optimize : null };
}
