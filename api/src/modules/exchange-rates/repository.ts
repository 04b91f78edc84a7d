import { asc } from 'drizzle-orm';
import type { ExchangeRates } from '@omni/shared/contracts';
import type { Database } from '../../db/database';
import { exchangeRates } from '../../db/schema';

/** The USD table keyed 'USD' + code (USDUSD included), as the client's money helpers expect. */
export async function readExchangeRates(db: Database): Promise<ExchangeRates> {
  const rows = await db.select().from(exchangeRates).orderBy(asc(exchangeRates.currency));
  const rates: Record<string, number> = { USDUSD: 1 };
  let updatedAt = new Date(0);
  const sources = new Set<string>();
  for (const row of rows) {
    rates[`USD${row.currency}`] = row.rate;
    if (row.updatedAt > updatedAt) updatedAt = row.updatedAt;
    sources.add(row.source);
  }
  return {
    base: 'USD',
    rates,
    updated_at: updatedAt.toISOString(),
    source: sources.size === 1 ? [...sources][0]! : sources.size === 0 ? 'none' : 'mixed',
  };
}
