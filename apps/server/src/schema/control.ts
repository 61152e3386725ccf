// drizzle-kit input for migrations/control.
export { companies, sessions, berita, loginAttempts, passwordResets, beritaBaca, routes, editLocks, grants, apiKeys, tugasJalan, pekerjaan, schemaVersions, spareSchemas } from '@niaga/kernel/server';
export { unduhToken } from '@niaga/report/server';
export { infoMaintenance } from '@niaga/system/server';
export { pushVapid, pushLangganan } from '@niaga/system/server';
export { shareToko } from '@niaga/store/server';
