/**
 * /terminalharga (mTerminalHarga): a full-screen price checker. A scan shows the item's name, the
 * price of every unit with its barcode and its prices by quantity, and the period discount and free-item promo active now, in
 * large type; after 15 s without a scan it waits for the next one.
 */
import { useEffect, useRef, useState } from 'react';
import { Input, Typography, type InputRef } from 'antd';
import { dec, diskonBertingkat, diskonPeriode, hargaJual, promoGratis, type DiskonRow, type PromoRow } from '@niaga/core';
import { callOk } from '@niaga/ui/api';
import { formatMoney } from '@niaga/ui/digits';
import type { TillItem } from './till';
import type { KasirItemReply, PromoListReply } from '../replies';

const IDLE_MS = 15_000;
const at = () => new Intl.DateTimeFormat('sv-SE', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(new Date());
const plain = { kodesupel: '', levelharga: '1', kgruppel: null };

export default function TerminalHarga() {
  const ref = useRef<InputRef>(null);
  const [scan, setScan] = useState('');
  const [item, setItem] = useState<TillItem | null>(null);
  const [missing, setMissing] = useState('');
  const [cache, setCache] = useState<{ diskon: DiskonRow[]; promo: PromoRow[] }>({ diskon: [], promo: [] });

  useEffect(() => {
    void callOk<PromoListReply>('getdiskonperiode_promo_list', {}).then((r) => setCache({ diskon: r.tbl_itemdisp, promo: r.tbl_itempromo }));
  }, []);
  useEffect(() => {
    if (!item && !missing) return;
    const t = setTimeout(() => (setItem(null), setMissing(''), ref.current?.focus()), IDLE_MS);
    return () => clearTimeout(t);
  }, [item, missing]);

  const look = async () => {
    const code = scan.trim();
    setScan('');
    if (!code) return;
    const r = await callOk<KasirItemReply>('kasir_item', { exact: code });
    setItem(r.tbl_item[0] ?? null);
    setMissing(r.tbl_item[0] ? '' : code);
    ref.current?.focus();
  };

  const now = at();
  return (
    <div style={{ minHeight: 'calc(100vh - 140px)', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 24, padding: 24, textAlign: 'center' }}>
      <Typography.Title level={2} style={{ margin: 0 }}>Cek Harga</Typography.Title>
      <Input ref={ref} autoFocus size="large" style={{ maxWidth: 520, fontSize: 24 }} aria-label="Scan barcode" placeholder="Scan barcode di sini" value={scan} onChange={(e) => setScan(e.target.value)} onPressEnter={() => void look()} />
      {missing && <div style={{ fontSize: 32, color: '#cf1322' }}>Item '{missing}' tidak ditemukan</div>}
      {item && (
        <div data-testid="terminal-item">
          <div style={{ fontSize: 40, fontWeight: 700 }}>{item.namaitem}</div>
          <div style={{ fontSize: 20, opacity: 0.7 }}>{item.kodeitem}</div>
          {item.units.map((u) => {
            const harga = hargaJual({ satuan: u.satuan, unit: u, hargagrup: [], ...plain });
            const { pot } = diskonPeriode(cache.diskon, { kodeitem: item.kodeitem, satuan: u.satuan, hargapokok: harga, tanggaljam: now });
            const net = diskonBertingkat(harga, pot);
            const promo = promoGratis(cache.promo, { kodeitem: item.kodeitem, satuan: u.satuan, jmljual: cache.promo.find((p) => p.kodeitem === item.kodeitem && p.satuanjual === u.satuan)?.jumlahjual ?? 0, tanggaljam: now });
            return (
              <div key={u.satuan} style={{ marginTop: 16 }}>
                <div style={{ fontSize: 56, fontWeight: 700 }}>
                  {net.lt(harga) && <s style={{ fontSize: 28, opacity: 0.6, marginRight: 12 }}>{formatMoney(harga.toFixed(2))}</s>}
                  {formatMoney(net.toFixed(2))} <span style={{ fontSize: 28 }}>/ {u.satuan}</span>
                </div>
                {u.barcode && <div style={{ fontSize: 16, opacity: 0.7 }}>{u.barcode}</div>}
                {(item.hargajumlah ?? [])
                  .filter((t) => t.satuan === u.satuan && !t.iddetailvarian)
                  .map((t) => (
                    <div key={t.jumlahdari} style={{ fontSize: 24 }}>
                      Beli {t.jumlahdari} {u.satuan} atau lebih: {formatMoney(dec(t.hargajual).toFixed(2))} / {u.satuan}
                    </div>
                  ))}
                {promo && <div style={{ fontSize: 24, color: '#389e0d' }}>Promo: beli {String(cache.promo.find((p) => p.idpromo === promo.idpromo)?.jumlahjual)} {u.satuan} gratis {promo.jmlgratis.toFixed()} {promo.satuangratis} {promo.kodeitemgr}</div>}
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
