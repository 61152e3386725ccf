/** The system module on the server: backup and restore, database settings, system information. */
import { serverModule } from '@niaga/kernel/server';
import manifest from './manifest';
import { systemActs } from './acts';
import { jadwalBackup } from './tables';
import { dashboardActs, dashboardTables } from './dashboard/server';

export { configureSystem, systemConfig } from './config';
export { startScheduler, runSchedule } from './scheduler';
export { takeDownload, receiveUpload, BACKUP_HTTP } from './acts';
export { rebuildSaleFigures, saleUnitFigures, keepSaleFigures, returFigures } from './dashboard/figures';
export { endMaintenance, publishMaintenance, infoMaintenance } from './dashboard/maintenance';
export { pushVapid, pushLangganan } from './dashboard/push-tables';
export { listen, relayLive, announceEverywhere, LIVE_CHANNEL } from './dashboard/live';
export { sendMessage } from './dashboard/push';
export { dashboard } from './dashboard/acts';
export { restoreBackup, writeBackup, backupPath } from './backup';

export default serverModule(manifest, { acts: [...systemActs, ...dashboardActs], tables: { jadwal_backup: jadwalBackup, ...dashboardTables } });
