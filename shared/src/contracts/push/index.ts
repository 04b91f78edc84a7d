// @omni/shared/contracts/push — push to stores and sales channels, Smart Push, review prompt.
export * from './vocabulary';
export * from './schemas';
export * from './endpoints';
export * from './automation-rules';
