/** The whole database schema (drizzle-kit reads this file; migrations live in ./migrations). */
export * from './schemaBrand'
export * from './schemaContent'
export * from './schemaLogs'
export * from './schemaMember'
export * from './schemaMenu'
export * from './schemaOrder'
export * from './schemaPromotion'
export * from './schemaRestaurant'
