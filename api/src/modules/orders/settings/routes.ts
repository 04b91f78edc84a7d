import type { FastifyPluginAsync } from 'fastify';
import {
  getFulfillmentSettingEndpoint,
  getPaymentSettingEndpoint,
  updateFulfillmentSettingEndpoint,
  updatePaymentSettingEndpoint,
} from '@omni/shared/contracts/orders';
import { MessageKey } from '@omni/shared/errors';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { currentWorkplaceId } from '../../../plugins/auth';
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
    return ok(
      await saveFulfillmentSetting(db, workplaceId, body, app.ctx.now()),
      MessageKey.SaveSuccess,
    );
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
