import { and, eq } from 'drizzle-orm';
import { AUTOMATION_PAY_METHODS, type PaymentAutomation } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { paymentAutomation } from '../../db/schema';

type Method = (typeof AUTOMATION_PAY_METHODS)[number];
type Status = 'enabled' | 'disabled';

/** Which pay methods order automation may charge; a method never set is disabled. */
export async function readAutomation(
  db: Database,
  workplaceId: string,
): Promise<PaymentAutomation> {
  const rows = await db
    .select()
    .from(paymentAutomation)
    .where(eq(paymentAutomation.workplaceId, workplaceId));
  return {
    methods: AUTOMATION_PAY_METHODS.map((method) => {
      const row = rows.find((r) => r.providerMethod === method);
      return {
        provider_method: method,
        status: row?.status ?? 'disabled',
        updated_at: row?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}

export async function setAutomation(
  db: Database,
  workplaceId: string,
  method: Method,
  status: Status,
  now: Date,
): Promise<PaymentAutomation> {
  await db
    .insert(paymentAutomation)
    .values({ workplaceId, providerMethod: method, status, updatedAt: now })
    .onConflictDoUpdate({
      target: [paymentAutomation.workplaceId, paymentAutomation.providerMethod],
      set: { status, updatedAt: now },
      where: and(eq(paymentAutomation.workplaceId, workplaceId)),
    });
  return readAutomation(db, workplaceId);
}
