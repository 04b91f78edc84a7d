// Public surface of @omni/shared/contracts: TypeBox schemas used by the API, types for the client.
export * from './envelope';
export * from './auth';
export * from './account';
export * from './workplaces';
export * from './stores';
export * from './notifications';
export * from './exchange-rates';
export * from './first-routes';
export * from './dev-outbox';
export * from './sourcing';
export * from './realtime';
export * from './supplier-accounts';
export * from './image-search';
export * from './woocommerce';
export * from './store-analysis';
export * from './shopify';
export * from './channel-orders';
