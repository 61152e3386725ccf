/** The system module on the server: backup and restore, database settings, system information. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { systemActs } from './acts';
import { jadwalBackup } from './tables';
import { dashboardActs, dashboardTables } from './dashboard/server';

export { configureSystem, systemConfig } from './config';
export { startScheduler, runSchedule } from './scheduler';
export { takeDownload, receiveUpload, BACKUP_HTTP } from './acts';

export default serverModule(manifest, { acts: [...systemActs, ...dashboardActs], tables: { jadwal_backup: jadwalBackup, ...dashboardTables } });
