/**
 * The chooser of an option-2 promo's free item (Kasir.tsx, F7): the till asks by itself when the bill
 * earns such a promo (once no other dialog is open); ↑/↓ choose, Enter takes, Esc takes none.
 */
import { useEffect, useRef, useState } from 'react';
import { Modal } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { formatMoney } from '@niaga/ui/digits';
import { qty } from './BillTable';
import { nowAt, type AppApi } from './kasirShared';
import { choose, pendingChoices, promoChoices, type Bill, type PromoCache, type PromoChoice } from './till';
import type { TillFocus } from './useTillFocus';

const GRATIS_COLUMNS = '110px 1fr 70px 80px 90px';

export function useChooser(t: {
  bill: Bill;
  setBill: (b: Bill) => void;
  cache: PromoCache;
  settle: (b: Bill) => Promise<Bill>;
  /** Another dialog of the till is open: the chooser waits for it to close. */
  otherOpen: boolean;
  message: AppApi['message'];
}) {
  const { bill, setBill, cache, settle, otherOpen, message } = t;
  // The chooser of an option-2 promo's free item: the promo and the highlighted row.
  const [choosing, setChoosing] = useState<{ c: PromoChoice; i: number } | null>(null);
  const chooserRef = useRef<HTMLDivElement>(null);
  // When the chooser opened: a key pressed before it (the scan's own Enter, when the line is added
  // from the catalogue within that key's dispatch) is not an answer to it.
  const chooserOpened = useRef(0);

  // A bill that earns an option-2 promo not answered yet: the till asks which free item (once no other dialog is open).
  useEffect(() => {
    if (choosing || otherOpen) return;
    const p = pendingChoices(bill, cache, nowAt())[0];
    if (!p) return;
    chooserOpened.current = performance.now();
    setChoosing({ c: p, i: 0 });
  }, [bill, cache, choosing, otherOpen]);

  /** F7: the free-item list of the selected line's option-2 promo (else the first one) again, to choose another. */
  const openChooser = (i: number) => {
    const all = promoChoices(bill, cache, nowAt());
    const l = bill.lines[i];
    const c = all.find((x) => x.idpromo === l?.idpromo || (x.kodeitem === l?.kodeitem && x.satuan === l?.satuan)) ?? all[0];
    if (!c) return void message.info('Tidak ada promo dengan pilihan item gratis pada transaksi ini.');
    const at = c.pilihan ? c.itemgratis.findIndex((g) => g.kodeitemgr === c.pilihan!.kodeitemgr && g.satuangratis === c.pilihan!.satuangratis) : 0;
    chooserOpened.current = performance.now();
    setChoosing({ c, i: Math.max(0, at) });
  };

  /** The chosen free item (or, `null`, none: Esc) goes on the bill as its promo line. */
  const takeChoice = async (c: PromoChoice, g: PromoChoice['itemgratis'][number] | null) => {
    const b = choose(bill, c.idpromo, g && { kodeitemgr: g.kodeitemgr, satuangratis: g.satuangratis, iddetailvariangratis: g.iddetailvariangratis });
    setBill(b);
    setChoosing(null);
    try {
      setBill(await settle(b));
    } catch (e) {
      message.error(e instanceof Error ? e.message : String(e));
    }
  };

  return { choosing, setChoosing, chooserRef, chooserOpened, openChooser, takeChoice };
}

export type TillChooser = ReturnType<typeof useChooser>;

export function GratisChooser({ ch, tillDialog }: { ch: TillChooser; tillDialog: TillFocus['tillDialog'] }) {
  const { choosing, setChoosing, chooserRef, takeChoice } = ch;
  return (
    <Modal
      {...tillDialog}
      open={!!choosing}
      title={`Pilih Item Gratis · Promo ${choosing?.c.idpromo ?? ''}`}
      width={640}
      footer={null}
      keyboard={false}
      onCancel={() => choosing && void takeChoice(choosing.c, null)}
      afterOpenChange={(open) => open && chooserRef.current?.focus()}
    >
      {choosing && (
        <>
          <Typography.Paragraph type="secondary">
            Pembelian {choosing.c.kodeitem} ({choosing.c.satuan}) mendapat satu item gratis dari daftar ini. ↑/↓ pilih · Enter ambil · Esc tanpa item gratis.
          </Typography.Paragraph>
          <div ref={chooserRef} tabIndex={-1} role="listbox" aria-label="Item gratis" aria-activedescendant={`gratis-${choosing.i}`} data-testid="kasir-pilih-gratis" style={{ outline: 'none' }}>
            <div style={{ display: 'grid', gridTemplateColumns: GRATIS_COLUMNS, gap: 8, padding: '4px 8px', fontWeight: 600, borderBottom: '1px solid #f0f0f0' }}>
              <span>Kode</span>
              <span>Nama Item</span>
              <span>Satuan</span>
              <span style={{ textAlign: 'right' }}>Jumlah</span>
              <span style={{ textAlign: 'right' }}>Harga</span>
            </div>
            {choosing.c.itemgratis.map((g, i) => (
              <div
                key={`${g.kodeitemgr}|${g.satuangratis}|${g.iddetailvariangratis ?? ''}`}
                id={`gratis-${i}`}
                role="option"
                aria-selected={i === choosing.i}
                onClick={() => void takeChoice(choosing.c, g)}
                onMouseEnter={() => setChoosing({ ...choosing, i })}
                style={{ display: 'grid', gridTemplateColumns: GRATIS_COLUMNS, gap: 8, padding: '6px 8px', cursor: 'pointer', borderRadius: 4, background: i === choosing.i ? '#e6f4ff' : undefined, fontWeight: i === choosing.i ? 600 : undefined }}
              >
                <span>{g.kodeitemgr}</span>
                <span>{g.namaitemgr}</span>
                <span>{g.satuangratis}</span>
                <span style={{ textAlign: 'right' }}>{qty(g.jumlahgratis)}</span>
                <span style={{ textAlign: 'right' }}>{g.tebus ? formatMoney(g.harga) : 'Gratis'}</span>
              </div>
            ))}
          </div>
        </>
      )}
    </Modal>
  );
}
