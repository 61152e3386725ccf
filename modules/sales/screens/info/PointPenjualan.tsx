/** /pointpenjualanlist (mLaporanPoint): the points report, the generic report screen of its declaration (modules/sales/info/reports.ts). */
import { pointPenjualan } from '../../info/reports';
import ReportScreen from '@niaga/ui/report/ReportScreen';

export default function PointPenjualan() {
  return <ReportScreen decl={pointPenjualan} />;
}
