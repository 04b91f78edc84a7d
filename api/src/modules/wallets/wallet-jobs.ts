import { createPaymentProvider } from '../../integrations/payments/stripe-provider';
import type { JobModule } from '../../jobs/job-types';
import { runRecharge } from './auto-recharge';
import { WALLET_JOBS } from './recharge-trigger';

/** The wallet's automatic recharge (ADR 028): one job per recharge the ledger queued. */
export const walletJobs: JobModule = (app) => {
  const provider = createPaymentProvider(app.log);
  app.jobs.register(WALLET_JOBS.recharge, async (payload, ctx) => {
    const result = await runRecharge(ctx.db, provider, payload, ctx.now);
    ctx.log.info({ walletId: payload.walletId, ...result }, 'wallet recharge');
  });
};
