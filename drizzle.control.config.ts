import { defineConfig } from 'drizzle-kit';
export default defineConfig({ dialect: 'postgresql', schema: './apps/server/src/schema/control.ts', out: './apps/server/migrations/control' });
