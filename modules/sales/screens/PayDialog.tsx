/**
 * The till's payment dialog (Kasir.tsx, F10): cash (filled with the total; Enter pays), card with its
 * bank, e-money with its kind, the customer's deposit and points; what is tendered beyond the total
 * is the change, what is short is credit. Once saved it shows the finished sale (SaleDone).
 */
import { Button, Flex, InputNumber, Modal, Space } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { dec, type Dec } from '@niaga/core';
import { TillPicker } from './TillPicker';
import { formatMoney } from '@niaga/ui/digits';
import { nowAt } from './kasirShared';
import type { StrukSale } from './print';
import { SaleDone } from './SaleDone';
import { tebusOffers, type Bill, type PromoCache } from './till';
import type { TillFocus } from './useTillFocus';
import type { TillPayment } from './usePayment';
import type { Payment } from './till';
import { QrisLine } from './QrisLine';
import type { TagihanQris } from './billStruk';

export type PayDialogProps = Omit<TillPayment, 'setPaying' | 'setDone' | 'openPay'> & {
  tillDialog: TillFocus['tillDialog'];
  narrow: boolean;
  busy: boolean;
  bill: Bill;
  cache: PromoCache;
  total: Dec;
  finish: (paid?: Payment) => Promise<void>;
  printAgain: (struk: StrukSale) => Promise<void>;
  /** Prints the pay-later bill with the QRIS made for it (issue 38); its failure in words, else null. */
  printTagihan: (q: TagihanQris) => Promise<string | null>;
};

export function PayDialog(t: PayDialogProps) {
  const { tillDialog, paying, done, narrow, busy, closePay, finish, printAgain } = t;
  return (
    <Modal
      {...tillDialog}
      open={paying}
      title={done ? 'Transaksi Selesai' : 'Pembayaran (F10)'}
      width={done && !narrow ? 820 : 520}
      okText="Bayar"
      cancelText="Tutup (Esc)"
      confirmLoading={busy}
      footer={done ? null : undefined}
      onCancel={closePay}
      onOk={() => void finish()}
    >
      {done ? <SaleDone done={done} onNext={closePay} onReprint={() => void printAgain(done.struk)} /> : <PayForm {...t} />}
    </Modal>
  );
}

function PayForm({ paying, bill, cache, total, pay, setPay, takeOffer, finish, depositSaldo, depositSalah, depositFor, pointInfo, usePointsFor, paid, bayarSalah, kembali, withQris, cashLeft, printTagihan }: PayDialogProps) {
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex justify="space-between" style={{ fontSize: 22 }}><span>Total</span><b>{formatMoney(total.toFixed(2))}</b></Flex>
      {(paying ? tebusOffers(bill, cache, nowAt()) : []).map((t) => (
        <Flex key={t.idpromo} justify="space-between" align="center" style={{ background: '#f6ffed', padding: '4px 8px', borderRadius: 6 }}>
          <span>Promo tebus murah: {dec(t.jumlahgratis).toFixed()} {t.satuangratis} {t.kodeitemgr} seharga {formatMoney(dec(t.harga).toFixed(2))}</span>
          <Button size="small" onClick={() => void takeOffer(t)}>Ambil</Button>
        </Flex>
      ))}
      <label>Tunai<InputNumber autoFocus stringMode size="large" style={{ width: '100%' }} aria-label="Tunai" value={pay.tunai} onChange={(v) => setPay({ ...pay, tunai: String(v ?? '') })} onPressEnter={() => void finish()} /></label>
      <Flex gap={8}>
        <label style={{ flex: 1 }}>Kartu<InputNumber stringMode style={{ width: '100%' }} aria-label="Kartu" value={pay.bayarkartu} onChange={(v) => setPay({ ...pay, bayarkartu: String(v ?? '') })} /></label>
        <label style={{ flex: 1 }}>Bank<TillPicker id="kasir-bank" doctype="bank" value={pay.kodebank} onChange={(k) => setPay({ ...pay, kodebank: k })} aria-label="Bank" /></label>
      </Flex>
      <Flex gap={8}>
        <label style={{ flex: 1 }}>E-Money<InputNumber stringMode style={{ width: '100%' }} aria-label="E-Money" value={pay.bayaremoney} onChange={(v) => setPay({ ...pay, bayaremoney: String(v ?? '') })} /></label>
        <label style={{ flex: 1 }}>Jenis<TillPicker id="kasir-emoney" doctype="emoney" value={pay.kodeemoney} onChange={(k) => setPay({ ...pay, kodeemoney: k })} aria-label="Jenis E-Money" /></label>
      </Flex>
      {/* QRIS (issue 38): paid, the sale is saved at once with it. */}
      {!pay.refqris && <QrisLine suggested={dec(cashLeft({ ...pay, tunai: '' })).floor().toFixed()} onPaid={(q) => { const next = withQris(q); setPay(next); void finish(next); }} onTagihan={printTagihan} />}
      {depositSaldo !== null && (
        <label>
          Deposit (saldo {formatMoney(dec(depositSaldo).isNegative() ? '0' : depositSaldo)})
          <InputNumber stringMode style={{ width: '100%' }} aria-label="Deposit" status={depositSalah ? 'error' : undefined} value={pay.deposit} onChange={(v) => depositFor(String(v ?? ''))} onPressEnter={() => void finish()} />
          {depositSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-deposit-salah">{depositSalah}</Typography.Text>}
        </label>
      )}
      {pointInfo && (
        <Flex gap={8} align="end">
          <label style={{ flex: 1 }}>
            Point (saldo {formatMoney(dec(pointInfo.point).floor().toFixed())} · @ {formatMoney(pointInfo.nilaipoint)})
            <InputNumber stringMode min="0" max={dec(pointInfo.point).floor().toFixed()} precision={0} style={{ width: '100%' }} aria-label="Point Dipakai" value={pay.pointpakai} onChange={(v) => usePointsFor(String(v ?? ''))} />
          </label>
          <span data-testid="kasir-bayarpoint" style={{ flex: 1, textAlign: 'right' }}>{formatMoney(pay.bayarpoint || '0')}</span>
        </Flex>
      )}
      <Flex justify="space-between"><span>Dibayar</span><span>{formatMoney(paid.toFixed(2))}</span></Flex>
      {bayarSalah ? (
        <Typography.Text type="danger" role="alert" data-testid="kasir-bayar-salah" style={{ fontSize: 16 }}>{bayarSalah}</Typography.Text>
      ) : (
        <Flex justify="space-between" style={{ fontSize: 20 }} data-testid="kasir-bayar-sisa">
          <span>{kembali.isNegative() ? 'Kredit (piutang)' : 'Kembali'}</span>
          <b>{formatMoney(kembali.abs().toFixed(2))}</b>
        </Flex>
      )}
    </Space>
  );
}
