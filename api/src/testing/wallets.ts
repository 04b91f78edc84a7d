import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database';
import { creditWallet } from '../modules/wallets/ledger';

/** Tops up a workplace's USD wallet by `amount` minor units (a test's funding, its own key). */
export const fundWallet = (db: Database, workplaceId: string, amount: number) =>
  db.transaction((tx) =>
    creditWallet(tx as unknown as Database, {
      workplaceId,
      currency: 'USD',
      amount,
      kind: 'topup',
      key: `fund:${randomUUID()}`,
    }),
  );
