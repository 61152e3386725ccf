import { defineConfig } from 'drizzle-kit';
export default defineConfig({ dialect: 'postgresql', schema: './apps/server/src/schema/tenant.ts', out: './apps/server/migrations/tenant' });
