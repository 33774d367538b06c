/** Moved to ./contract/menu.ts; kept until the server and the tests import it from there. */
export * from './contract/menu'
