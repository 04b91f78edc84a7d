import type { FastifyPluginAsync } from 'fastify';
import {
  getFulfillmentSettingEndpoint,
  getPaymentSettingEndpoint,
  updateFulfillmentSettingEndpoint,
  updatePaymentSettingEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import type { Database } from '../../../db/database';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
import { queueWaitingAutoFulfilment } from '../auto-fulfilment/waiting-orders';
import { requireOmniEnabled } from '../omni-fulfillment/enrolment';
import {
  readOrderSettings,
  saveFulfillmentSetting,
  savePaymentSetting,
} from './settings-repository';

/** Order placement settings and the payment preference (spec 002 §7, §9), per workplace. */
export const orderSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app.ctx;
  endpointRoute(app, getFulfillmentSettingEndpoint, async (_input, request) =>
    ok((await readOrderSettings(db, currentWorkplaceId(request))).fulfillment),
  );
  endpointRoute(app, updateFulfillmentSettingEndpoint, async ({ body }, request) => {
    const workplaceId = currentWorkplaceId(request);
    // `omni` as the default or an automatic source only once the service is confirmed (ADR 037)
    if (body.default_source === 'omni' || body.auto_fulfill_sources.includes('omni'))
      await requireOmniEnabled(db, workplaceId);
    const { place_waiting_orders: placeWaiting, ...setting } = body;
    const now = app.ctx.now();
    const saved = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const result = await saveFulfillmentSetting(tx, workplaceId, setting, now);
      // the merchant asked for the orders already waiting too (ADR 039)
      if (placeWaiting)
        await queueWaitingAutoFulfilment(tx, workplaceId, {
          trigger: `setting:${now.getTime()}`,
          arrivedWhileOn: false,
        });
      return result;
    });
    return ok(saved, MessageKey.SaveSuccess);
  });
  endpointRoute(app, getPaymentSettingEndpoint, async (_input, request) =>
    ok((await readOrderSettings(db, currentWorkplaceId(request))).payment),
  );
  endpointRoute(app, updatePaymentSettingEndpoint, async ({ body }, request) =>
    ok(
      await savePaymentSetting(db, currentWorkplaceId(request), body, app.ctx.now()),
      MessageKey.SaveSuccess,
    ),
  );
};
