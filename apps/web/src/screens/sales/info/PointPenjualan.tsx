/** /pointpenjualanlist (mLaporanPoint): the points report, the generic report screen of its declaration (modules/sales/info/reports.ts). */
import { pointPenjualan } from '@niaga/sales';
import ReportScreen from '../../../report/ReportScreen';

export default function PointPenjualan() {
  return <ReportScreen decl={pointPenjualan} />;
}
