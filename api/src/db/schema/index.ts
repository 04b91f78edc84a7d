// The whole drizzle schema, for the client, drizzle-kit and the migrator.
export * from './users';
export * from './sessions';
export * from './email-tokens';
export * from './workplaces';
export * from './stores';
export * from './notifications';
export * from './outbox-emails';
export * from './exchange-rates';
export * from './plans';
export * from './product-collections';
export * from './catalogue';
export * from './orders';
export * from './channel-customers';
export * from './order-addresses';
export * from './order-line-items';
export * from './jobs';
