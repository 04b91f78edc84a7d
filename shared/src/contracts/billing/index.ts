// @omni/shared/contracts/billing — plans, subscriptions and plan invoices.
export * from './vocabulary';
export * from './schemas';
export * from './endpoints';
export * from './quota-purchases';
export * from './wallet-recharge';
