// drizzle-kit input for migrations/tenant: every table of a company schema, derived from the
// modules (apps/server/src/modules.ts). drizzle-kit loads this file as CommonJS and reads the
// tables among its exports, so they are exported by name here.
import { tenantTables } from '../modules';

Object.assign(module.exports, tenantTables());
