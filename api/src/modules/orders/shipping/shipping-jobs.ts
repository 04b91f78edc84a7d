import { Value } from 'typebox/value';
import { PermanentJobError, type JobContext, type JobModule } from '../../../jobs/job-types';
import { UPDATE_SHIPPING_JOB, UpdateShippingPayloadSchema } from './shipping-change-job';
import { createShippingService } from './shipping-service';

/**
 * Runs bulk shipping changes; progress (orders done of the change's) reaches the workplace as
 * `job-progress`. The handler may run again after a crash: the change resumes at its first order
 * not yet done (shipping-service.ts runChange).
 */
export const shippingJobs: JobModule = (app) => {
  const service = createShippingService(app);
  app.jobs.register(UPDATE_SHIPPING_JOB, async (raw: unknown, ctx: JobContext) => {
    if (!Value.Check(UpdateShippingPayloadSchema, raw))
      throw new PermanentJobError('bad shipping change payload');
    await service.runChange(raw.changeId, ctx.progress, ctx.now);
  });
};
