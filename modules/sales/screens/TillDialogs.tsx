/**
 * The till's asking dialogs (Kasir.tsx): F2 quantity, F4 price and discount (a refusal stays in the
 * dialog), F6 customer, F9 a held bill; F12 the last receipt (Enter prints it again).
 */
import { Button, InputNumber, Modal, Space } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { TillPicker } from './TillPicker';
import { formatMoney } from '@niaga/ui/digits';
import { customerOf, nowAt, type AppApi, type Asking } from './kasirShared';
import { ReceiptView } from './ReceiptView';
import { reprice, saleDoc, type PromoCache, type TillSettings } from './till';
import type { TillBill } from './useBill';
import type { TillCatalog } from './useTillCatalog';
import type { TillFocus } from './useTillFocus';
import type { TillLineEdits } from './useLineEdits';
import type { useReprint } from './useSaleSave';

export type TillDialogsProps = Pick<TillBill, 'bill' | 'setBill' | 'held'> &
  Pick<TillCatalog, 'items' | 'settle'> &
  Pick<TillFocus, 'tillDialog' | 'focusScan'> &
  Pick<TillLineEdits, 'askQty' | 'setAskQty' | 'askPrice' | 'setAskPrice' | 'askSalah' | 'setAskSalah' | 'submitQty' | 'submitPrice'> &
  Pick<ReturnType<typeof useReprint>, 'lastStruk' | 'printAgain'> & {
    asking: Asking;
    setAsking: (a: Asking) => void;
    settings: TillSettings | null;
    cache: PromoCache;
    recall: (i: number) => void;
    message: AppApi['message'];
  };

export function TillDialogs(t: TillDialogsProps) {
  const { tillDialog, asking, setAsking, focusScan, askSalah, setAskSalah, askQty, setAskQty, submitQty, askPrice, setAskPrice, submitPrice, held, recall, settings } = t;
  return (
    <>
      <Modal {...tillDialog} open={asking === 'qty'} title="Ubah Jumlah (F2)" okText="Simpan" cancelText="Batal" onCancel={() => (setAsking(null), focusScan())} onOk={submitQty}>
        <InputNumber autoFocus stringMode style={{ width: '100%' }} aria-label="Jumlah" status={askSalah ? 'error' : undefined} value={askQty} onChange={(v) => (setAskQty(String(v ?? '')), setAskSalah(null))} onPressEnter={submitQty} />
        {askSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-ubah-salah">{askSalah}</Typography.Text>}
      </Modal>
      <Modal
        {...tillDialog}
        open={asking === 'price'}
        title="Ubah Harga / Diskon (F4)"
        okText="Simpan"
        cancelText="Batal"
        onCancel={() => (setAsking(null), focusScan())}
        onOk={submitPrice}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <label>Harga<InputNumber autoFocus stringMode controls={false} style={{ width: '100%' }} aria-label="Harga baris" value={askPrice.harga} onChange={(v) => (setAskPrice({ ...askPrice, harga: String(v ?? '') }), setAskSalah(null))} onPressEnter={submitPrice} /></label>
          <label>Diskon (%)<InputNumber stringMode controls={false} style={{ width: '100%' }} aria-label="Diskon baris" value={askPrice.diskon1} onChange={(v) => (setAskPrice({ ...askPrice, diskon1: String(v ?? '') }), setAskSalah(null))} onPressEnter={submitPrice} /></label>
          {askSalah && <Typography.Text type="danger" role="alert" data-testid="kasir-ubah-salah">{askSalah}</Typography.Text>}
        </Space>
      </Modal>
      <CustomerDialog {...t} />
      <Modal {...tillDialog} open={asking === 'recall'} title="Panggil Transaksi Ditahan (F9)" footer={null} onCancel={() => (setAsking(null), focusScan())}>
        <Space direction="vertical" style={{ width: '100%' }}>
          {held.map((h, i) => (
            <Button key={i} block autoFocus={i === 0} onClick={() => recall(i)}>
              {i + 1}. {h.customer.namasupel || h.customer.kodesupel || 'Tanpa pelanggan'} · {h.lines.length} baris · {formatMoney(settings ? saleDoc(h, settings).total.toFixed(2) : '0')}
            </Button>
          ))}
        </Space>
      </Modal>
    </>
  );
}

/** F12: the last receipt on screen; Enter or Cetak Ulang prints it again. */
export function StrukDialog({ tillDialog, asking, setAsking, focusScan, lastStruk, printAgain }: Pick<TillDialogsProps, 'tillDialog' | 'asking' | 'setAsking' | 'focusScan' | 'lastStruk' | 'printAgain'>) {
  return (
    <Modal
      {...tillDialog}
      open={asking === 'struk'}
      title="Struk Terakhir (F12)"
      width={460}
      okText="Cetak Ulang (Enter)"
      cancelText="Tutup (Esc)"
      onCancel={() => (setAsking(null), focusScan())}
      onOk={() => {
        setAsking(null);
        if (lastStruk) void printAgain(lastStruk);
      }}
    >
      {lastStruk && <ReceiptView sale={lastStruk} ulang />}
    </Modal>
  );
}

/** F6: the bill's customer (the bill priced again at the customer's level and group). */
function CustomerDialog({ tillDialog, asking, setAsking, focusScan, bill, setBill, settle, items, cache, message }: TillDialogsProps) {
  return (
    <Modal {...tillDialog} open={asking === 'customer'} title="Pelanggan (F6)" footer={null} onCancel={() => (setAsking(null), focusScan())}>
      <TillPicker
        id="kasir-pelanggan"
        doctype="pelanggan"
        value={bill.customer.kodesupel}
        valueName={bill.customer.namasupel}
        autoFocus
        aria-label="Pelanggan"
        onChange={(kode) =>
          void customerOf(kode).then(async (c) => {
            if (!c) return;
            setBill(await settle(reprice({ ...bill, customer: c }, items.current, cache, nowAt())));
            setAsking(null);
            focusScan();
          }, (e: unknown) => message.error(e instanceof Error ? e.message : String(e)))
        }
      />
    </Modal>
  );
}
