/**
 * The till's screen (Kasir.tsx) on its three layouts: mode 2 (the bill on the left, the total,
 * figures and buttons on the right), mode 3 (a large total on top, the scan box, the bill) and a
 * phone (the scan box under the header, the bill as cards, the total with Bayar a bar at the
 * bottom of the screen); the key list under it but on a phone.
 */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Badge, Button, ConfigProvider, Flex, Space, theme } from 'antd';
import { Card } from '@niaga/ui/shell/Card';
import { Typography } from '@niaga/ui/shell/Typography';
import type { Dec } from '@niaga/core';
import { formatMoney } from '@niaga/ui/digits';
import { formatDecimal } from '@niaga/ui/format';
import { BillCards } from './BillCards';
import { BillTable } from './BillTable';
import type { Bill, saleDoc } from './till';

const TABLE_GAP = { marginTop: 12 };
const KEYS = 'F2 Jumlah · F3 Satuan · F4 Harga/Diskon · Del Hapus baris · F6 Pelanggan · F7 Item Gratis · F8 Tahan · F9 Panggil · F10/End Bayar · F11 Tutup Kasir · F12 Struk Terakhir · Esc Batal';

export interface TillViewProps {
  mode: 2 | 3;
  narrow: boolean;
  /** The scan box (ScanBox), placed by the layout. */
  scanBox: ReactNode;
  bill: Bill;
  selected: number;
  held: Bill[];
  doc: ReturnType<typeof saleDoc> | null;
  total: Dec;
  katalogSiap: number | null;
  openPay: () => void;
  hold: () => void;
  openRecall: () => void;
  reprint: () => void;
  closeShift: () => void;
}

export function TillView(t: TillViewProps) {
  const { mode, narrow, scanBox, bill, selected } = t;
  const totalBox = <TotalBox total={t.total} narrow={narrow} mode={mode} />;
  const figures = <Figures {...t} />;
  const actions = <Actions {...t} />;
  const payButton = (
    <Button type="primary" size="large" onClick={t.openPay} disabled={!bill.lines.length}>Bayar (F10)</Button>
  );
  return (
    <>
      {narrow ? (
        // A phone: the scan box stays under the header, the lines are cards, and the total with
        // Bayar is a bar fixed at the bottom of the screen, however long the bill.
        <div className="kasir-hp" style={{ paddingBottom: 88 }}>
          <div style={{ position: 'sticky', top: 64, zIndex: 5, background: '#f5f5f5', padding: '4px 0 8px' }}>{scanBox}</div>
          <BillCards lines={bill.lines} selected={selected} />
          <Card size="small" style={{ marginTop: 12 }}>
            {figures}
            <Flex gap={8} wrap style={{ marginTop: 12 }}>{actions}</Flex>
          </Card>
          <Flex data-testid="kasir-bar" align="center" justify="space-between" gap={12} style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 10, background: '#001529', padding: '8px 12px calc(8px + env(safe-area-inset-bottom))' }}>
            {totalBox}
            {/* On the dark bar the button takes the dark theme: disabled (an empty bill) it stays readable. */}
            <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>{payButton}</ConfigProvider>
          </Flex>
        </div>
      ) : mode === 3 ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          {totalBox}
          {scanBox}
          <BillTable lines={bill.lines} selected={selected} y={420} />
          <Card size="small">{figures}</Card>
        </Space>
      ) : (
        <Flex gap={16} align="start" wrap>
          <div style={{ flex: '3 1 560px', minWidth: 0 }}>
            {scanBox}
            <BillTable style={TABLE_GAP} lines={bill.lines} selected={selected} y={460} />
          </div>
          <div style={{ flex: '0 1 320px' }}>
            {totalBox}
            <Card size="small" style={{ marginTop: 12 }}>
              {figures}
              <Flex gap={8} wrap style={{ marginTop: 12 }}>
                {payButton}
                {actions}
              </Flex>
            </Card>
          </div>
        </Flex>
      )}
      {!narrow && <Typography.Paragraph type="secondary" style={{ marginTop: 8 }} data-testid="kasir-keys">{KEYS}</Typography.Paragraph>}
    </>
  );
}

function TotalBox({ total, narrow, mode }: { total: Dec; narrow: boolean; mode: 2 | 3 }) {
  return narrow ? (
    // A phone: in the bar at the bottom of the screen, beside Bayar.
    <div data-testid="kasir-total" style={{ color: '#fff', minWidth: 0 }}>
      <div style={{ fontSize: 12, opacity: 0.8 }}>TOTAL</div>
      <div style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1, whiteSpace: 'nowrap' }}>{formatMoney(total.toFixed(2))}</div>
    </div>
  ) : (
    <div data-testid="kasir-total" style={{ background: '#001529', color: '#fff', padding: '12px 20px', borderRadius: 8, textAlign: 'right' }}>
      <div style={{ fontSize: 14, opacity: 0.8 }}>TOTAL</div>
      <div style={{ fontSize: mode === 3 ? 56 : 44, fontWeight: 700, lineHeight: 1.1 }}>{formatMoney(total.toFixed(2))}</div>
    </div>
  );
}

function Figures({ doc, bill, held, katalogSiap }: TillViewProps) {
  return (
    doc && (
      <Space direction="vertical" style={{ width: '100%' }} size={4}>
        <Flex justify="space-between"><span>Subtotal</span><span>{formatMoney(doc.dpp.plus(doc.ppn).toFixed(2))}</span></Flex>
        {doc.tipeppn !== 'N' && <Flex justify="space-between"><span>DPP / PPN</span><span>{formatMoney(doc.dpp.toFixed(2))} / {formatMoney(doc.ppn.toFixed(2))}</span></Flex>}
        {Number(doc.pembulatan) > 0 && <Flex justify="space-between"><span>Pembulatan</span><span>{formatMoney(doc.pembulatan)}</span></Flex>}
        <Flex justify="space-between"><span>Pelanggan (F6)</span><b data-testid="kasir-pelanggan">{bill.customer.kodesupel ? `${bill.customer.kodesupel} ${bill.customer.namasupel}` : '—'}</b></Flex>
        {/* Held bills: Tahan (F8) puts the bill here, Panggil (F9) takes one back (issue 34: 'Ditahan (F9)' read as a third action). */}
        <Flex justify="space-between"><span>Transaksi ditahan</span><span data-testid="kasir-ditahan">{held.length}</span></Flex>
        {/* What the catalogue means to the cashier (issue 34: 'Katalog 3 item' said nothing). */}
        <Flex justify="space-between"><span>Item siap scan</span><span data-testid="kasir-katalog" data-lengkap={katalogSiap !== null ? '1' : undefined}>{katalogSiap !== null ? `${formatDecimal(String(katalogSiap))} item` : 'memuat…'}</span></Flex>
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="kasir-katalog-arti">
          {katalogSiap !== null
            ? 'Item yang tersimpan di perangkat ini langsung tampil saat di-scan; item baru dicari ke server.'
            : 'Daftar item sedang disimpan ke perangkat ini; sementara itu scan dicari ke server.'}
        </Typography.Text>
      </Space>
    )
  );
}

/** The till's actions, the same words on every layout (Tahan / Panggil: a held bill; issue 34). */
function Actions({ bill, held, hold, openRecall, reprint, closeShift }: TillViewProps) {
  const navigate = useNavigate();
  return (
    <>
      <Button onClick={hold} disabled={!bill.lines.length} title="Simpan transaksi ini untuk dilanjutkan nanti dan layani pelanggan berikutnya">Tahan (F8)</Button>
      <Badge count={held.length} size="small">
        <Button onClick={openRecall} disabled={!held.length} title="Lanjutkan transaksi yang ditahan">Panggil (F9)</Button>
      </Badge>
      <Button onClick={reprint}>Struk Terakhir (F12)</Button>
      <Button onClick={closeShift}>Tutup Kasir (F11)</Button>
      {/* PPOB (issue 41): pulsa, data, PLN tokens on their own lazily loaded screen (modules/ppob). */}
      <Button onClick={() => void navigate('/kasirppob')}>PPOB</Button>
    </>
  );
}
