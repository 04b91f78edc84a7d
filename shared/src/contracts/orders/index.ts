// @omni/shared/contracts/orders — the order center's calls: list, detail, placement, payment, settings.
export * from './list';
export * from './placement';
export * from './payment';
export * from './settings';
export * from './detail';
export * from './transaction-logs';
export * from './failed-placements';
export * from './shipping';
export * from './change-supplier';
export * from './create';
export * from './omni-fulfillment';
export * from './public-tracking';
export * from './tracking-center';
export * from './cancel';
export * from './refund';
