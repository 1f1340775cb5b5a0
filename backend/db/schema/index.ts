// Every table, for drizzle-kit (drizzle.config.ts) and the typed database handle.
export * from './providers';
export * from './users';
export * from './apartments';
export * from './reference';
export * from './locations';
export * from './bookings';
export * from './credits';
export * from './articles';
export * from './mail';
export * from './billing';
export * from './jobs';
export * from './security';
export * from './vending';
export * from './public-orders';
export * from './notifications';
export * from './data-versions';
export * from './booking-comments';
