import { defineConfig } from 'drizzle-kit';

// Migrations are generated once and applied on both PGlite and PostgreSQL: keep SQL portable.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
