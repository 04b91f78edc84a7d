// @omni/shared/contracts/catalogue — the import list, the product editor and pricing rules.
export * from './vocabulary';
export * from './schemas';
export * from './endpoints';
export * from './description-policy';
export * from './ai-writing';
export * from './galleries';
export * from './ai-writing-text';
export * from './unmapped';
