import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  PaymentAutomationParamsSchema,
  PaymentAutomationSchema,
  WalletBonusRulesSchema,
  WalletChartQuerySchema,
  WalletChartSchema,
  WalletEntryPageSchema,
  WalletEntryQuerySchema,
  WalletSchema,
} from '@omni/shared/contracts';
import {
  updateWalletRechargeEndpoint,
  walletRechargeEndpoint,
} from '@omni/shared/contracts/billing';
import { DEFAULT_CURRENCY } from '@omni/shared/money';
import { endpointRoute } from '../../http/endpoint-route';
import { toCsv } from '../../http/csv';
import { ok, responses } from '../../http/envelope';
import { currentWorkplaceId } from '../../plugins/auth';
import { readAutomation, setAutomation } from './automation-repository';
import { readRecharge, updateRecharge } from './auto-recharge';
import { BONUS_RULES } from './bonus-rules';
import {
  acceptPolicy,
  chartSummary,
  exportEntries,
  listEntries,
  readWallet,
} from './wallet-repository';

const tags = ['wallet'];
/** Wallets are kept in the currency top-ups are taken in. */
const WALLET_CURRENCY = DEFAULT_CURRENCY;

const CSV_HEADER = [
  'id',
  'date',
  'kind',
  'amount',
  'topup_amount',
  'bonus_amount',
  'balance_after',
  'currency',
  'reference',
  'description',
] as const;

export const walletRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.ctx.db;
  const wallet = (request: Parameters<typeof currentWorkplaceId>[0]) => ({
    workplaceId: currentWorkplaceId(request),
    currency: WALLET_CURRENCY,
  });

  app.get(
    '/payments/user/wallets',
    { workplace: true, schema: { tags, response: responses(WalletSchema) } },
    async (request) => ok(await readWallet(db, wallet(request))),
  );

  app.post(
    '/payments/user/wallets/accept-policy',
    { workplace: true, schema: { tags, response: responses(WalletSchema) } },
    async (request) => ok(await acceptPolicy(db, wallet(request), app.ctx.now())),
  );

  app.get(
    '/payments/user/wallets/chart-summary',
    {
      workplace: true,
      schema: { tags, querystring: WalletChartQuerySchema, response: responses(WalletChartSchema) },
    },
    async (request) =>
      ok(await chartSummary(db, wallet(request), request.query.days ?? 30, app.ctx.now())),
  );

  app.get(
    '/payments/user/wallets/transactions',
    {
      workplace: true,
      schema: {
        tags,
        querystring: WalletEntryQuerySchema,
        response: responses(WalletEntryPageSchema),
      },
    },
    async (request) => ok(await listEntries(db, wallet(request), request.query)),
  );

  app.get(
    '/payments/user/wallets/transactions.csv',
    {
      workplace: true,
      schema: {
        tags,
        description: 'The filtered transactions as CSV (amounts in minor units).',
        querystring: Type.Omit(WalletEntryQuerySchema, ['cursor', 'limit']),
      },
    },
    async (request, reply) => {
      const entries = await exportEntries(db, wallet(request), request.query);
      const csv = toCsv(
        CSV_HEADER,
        entries.map((e) => [
          e.id,
          e.created_at,
          e.kind,
          e.amount,
          e.topup_amount,
          e.bonus_amount,
          e.balance_after,
          e.currency,
          e.reference,
          e.description,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="wallet-transactions.csv"')
        .send(csv);
    },
  );

  // The automatic recharge (ADR 028)
  endpointRoute(app, walletRechargeEndpoint, async (_input, request) =>
    ok(await readRecharge(db, wallet(request))),
  );
  endpointRoute(app, updateWalletRechargeEndpoint, async ({ body }, request) =>
    ok(await updateRecharge(db, wallet(request), body, app.ctx.now())),
  );

  app.get(
    '/orders/v7/wallet/bonus',
    { workplace: true, schema: { tags, response: responses(WalletBonusRulesSchema) } },
    async () => ok(BONUS_RULES),
  );

  app.get(
    '/payments/automation/info',
    { workplace: true, schema: { tags, response: responses(PaymentAutomationSchema) } },
    async (request) => ok(await readAutomation(db, currentWorkplaceId(request))),
  );

  app.post(
    '/payments/automation/:provider_method/:status',
    {
      workplace: true,
      schema: {
        tags,
        params: PaymentAutomationParamsSchema,
        response: responses(PaymentAutomationSchema),
      },
    },
    async (request) =>
      ok(
        await setAutomation(
          db,
          currentWorkplaceId(request),
          request.params.provider_method,
          request.params.status,
          app.ctx.now(),
        ),
      ),
  );
};
