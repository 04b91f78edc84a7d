// @omni/shared/contracts/orders — the order center's calls: list, placement, payment, settings.
export * from './list';
export * from './placement';
export * from './payment';
export * from './settings';
