// The drizzle schema: every table, for the client, migrations and relational queries.
export * from './accounts';
export * from './carts';
export * from './categories';
export * from './collaborations';
export * from './contact-messages';
export * from './courier-branches';
export * from './listings';
export * from './orders';
export * from './payment-tokens';
export * from './plans';
export * from './products';
export * from './receipts';
export * from './shops';
export * from './storefront';
export * from './supplier-members';
export * from './suppliers';
export * from './users';
