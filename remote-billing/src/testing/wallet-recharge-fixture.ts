import type { WalletRecharge } from '@omni/shared/contracts/billing';

/** GET payments/user/wallets/recharge of a wallet that never set the automatic recharge. */
export const RECHARGE_OFF: WalletRecharge = {
  enabled: false,
  threshold: null,
  amount: null,
  currency: 'USD',
  card: null,
  skip_next_recharge: false,
  pending: false,
  paused: false,
  last: null,
};
