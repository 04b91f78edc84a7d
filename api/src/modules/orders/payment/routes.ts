import type { FastifyPluginAsync } from 'fastify';
import {
  cancelOrderPaymentEndpoint,
  confirmOrderPaymentEndpoint,
  payAllLinkEndpoint,
  payOrdersEndpoint,
  paymentInfoEndpoint,
  paymentTransactionLogsEndpoint,
  retryAllPaymentsEndpoint,
} from '@omni/shared/contracts/orders';
import { endpointRoute } from '../../../http/endpoint-route';
import { ok } from '../../../http/envelope';
import { createPaymentProvider } from '../../../integrations/payments/stripe-provider';
import { currentWorkplaceId } from '../../../plugins/auth';
import { actorOf } from '../order-log';
import { createFailedPlacementService } from '../placement/failed-placements';
import { createPlacementService } from '../placement/placement-service';
import { createPaymentService } from './payment-service';
import { listTransactionLogs } from './transaction-logs';

/** Paying placed orders: wallet, card or PayPal by the preference (spec 002 §4, §9). */
export const orderPaymentRoutes: FastifyPluginAsync = async (app) => {
  const service = createPaymentService(app, createPaymentProvider(app.log));
  endpointRoute(app, payOrdersEndpoint, async ({ body }, request) =>
    ok(await service.pay(actorOf(request), body.order_ids)),
  );
  endpointRoute(app, payAllLinkEndpoint, async (_input, request) =>
    ok(await service.payAll(currentWorkplaceId(request))),
  );
  endpointRoute(app, paymentInfoEndpoint, async ({ body }, request) =>
    ok(await service.info(currentWorkplaceId(request), body.order_ids)),
  );
  endpointRoute(app, paymentTransactionLogsEndpoint, async ({ query }, request) =>
    ok(await listTransactionLogs(app.ctx.db, currentWorkplaceId(request), query)),
  );
  endpointRoute(app, confirmOrderPaymentEndpoint, async ({ body }, request) =>
    ok(await service.confirm(actorOf(request), body.payment_id)),
  );
  endpointRoute(app, cancelOrderPaymentEndpoint, async ({ body }, request) =>
    ok(await service.cancel(currentWorkplaceId(request), body.payment_id)),
  );
  const failed = createFailedPlacementService(app, createPlacementService(app));
  endpointRoute(app, retryAllPaymentsEndpoint, async (_input, request) =>
    ok({ retried: await failed.retryAllSupplierPayments(actorOf(request)) }),
  );
};
