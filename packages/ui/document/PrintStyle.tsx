/**
 * Print stylesheet of the report screens: only the report is printed (no side menu, header,
 * footer, filters or buttons), on A4 with black text and full-width tables.
 */
const CSS = `
@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body { background: #fff !important; }
  .ant-layout-sider, .ant-layout-header, .ant-layout-footer, .no-print, .ant-message, .ant-drawer { display: none !important; }
  .ant-layout, .ant-layout-content { margin: 0 !important; padding: 0 !important; background: #fff !important; }
  .print-area { border: none !important; box-shadow: none !important; }
  .print-area .ant-card-body { padding: 0 !important; }
  .print-area .ant-table { font-size: 10pt; color: #000; }
  .print-area .ant-table-content { overflow: visible !important; }
  .print-area .ant-table-cell { padding: 2px 6px !important; }
  .print-area tr { break-inside: avoid; }
}
.ledger-batal td { color: #999; text-decoration: line-through; }
.ledger-saldoawal td { background: #fafafa; }
`;

export function PrintStyle() {
  return <style>{CSS}</style>;
}
