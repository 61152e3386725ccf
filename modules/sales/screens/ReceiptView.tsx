/**
 * A receipt on screen (issue 34): the lines the printer gets (`strukLines` of
 * @niaga/sales/receipt/receipt, at this browser's paper width, with Data Perusahaan's header and
 * logo from `strukHeader`) drawn as a paper slip, so a shop without a printer shows the customer
 * the receipt, and a shop with one sees what it prints. The till shows it after every sale and for
 * F12 (the last receipt, before printing it again).
 */
import { memo, useEffect, useState, type CSSProperties } from 'react';
import { Skeleton } from 'antd';
import { KOLOM, strukLines, type StrukLine } from '@niaga/sales';
import { paperMm, strukHeader, type StrukSale } from './print';

const DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,/;

/** The slip's font: as large as 13 px, smaller when the columns would not fit the screen (a 48-column slip on a phone). */
const fontFor = (kolom: number) => `min(13px, calc((100vw - 104px) / ${(kolom * 0.6).toFixed(1)}))`;

export const ReceiptView = memo(function ReceiptView({ sale, ulang = false }: { sale: StrukSale; ulang?: boolean }) {
  const [view, setView] = useState<{ lines: StrukLine[]; logo: string | null; kolom: number } | null>(null);
  useEffect(() => {
    let gone = false;
    const kolom = KOLOM[paperMm()];
    void strukHeader().then(({ perusahaan, logo }) => {
      if (!gone) setView({ lines: strukLines(sale, { kolom, perusahaan, ulang }), logo: logo && DATA_URL.test(logo) ? logo : null, kolom });
    });
    return () => {
      gone = true;
    };
  }, [sale, ulang]);
  if (!view) return <Skeleton active paragraph={{ rows: 6 }} />;
  const slip: CSSProperties = {
    // The columns, the padding and the border (and a pixel of slack for rounding).
    width: `calc(${view.kolom}ch + 24px)`,
    maxWidth: '100%',
    margin: '0 auto',
    padding: '12px 10px',
    boxSizing: 'border-box',
    background: '#fff',
    color: '#000',
    border: '1px solid #e8e8e8',
    boxShadow: '0 1px 4px rgba(0,0,0,0.12)',
    fontFamily: "'Courier New', Courier, monospace",
    fontSize: fontFor(view.kolom),
    lineHeight: 1.3,
  };
  return (
    <div role="document" aria-label={`Struk ${sale.notransaksi}`} data-testid="kasir-struk" style={slip}>
      {view.logo && <img src={view.logo} alt="" style={{ display: 'block', margin: '0 auto 6px', maxWidth: '100%', maxHeight: 64 }} />}
      {view.lines.map((l, i) => (
        <div key={i} style={{ whiteSpace: 'pre', overflow: 'hidden', textAlign: l.align ?? 'left', fontWeight: l.bold ? 700 : undefined, fontSize: l.double ? '200%' : undefined }}>
          {l.text || ' '}
        </div>
      ))}
    </div>
  );
});
