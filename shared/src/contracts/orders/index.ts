// @omni/shared/contracts/orders — the order center's calls.
export * from './placement';
export * from './payment';
export * from './settings';
