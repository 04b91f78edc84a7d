import { Type, type Static } from 'typebox';

// GET core/exchange-rates — USD to each currency, keyed 'USD' + code (USDEUR: 0.92 …)
export const ExchangeRatesSchema = Type.Object({
  base: Type.Literal('USD'),
  rates: Type.Record(Type.String(), Type.Number()),
  updated_at: Type.String({ format: 'date-time' }),
  /** 'static' while the table is the seeded one rather than a live feed. */
  source: Type.String(),
});
export type ExchangeRates = Static<typeof ExchangeRatesSchema>;
