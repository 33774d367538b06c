import { defineConfig } from 'drizzle-kit'

/** `npx drizzle-kit generate` writes SQL migrations for server/db/schema.ts; the server applies them. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  casing: 'snake_case',
})
