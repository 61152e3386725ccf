/**
 * The finished sale in the payment dialog (issue 34): its number and total, the change in large
 * figures, Transaksi Baru (Enter) and Cetak Ulang, the per-browser "print each receipt" switch, and
 * the receipt itself on screen (beside the change; under it on a phone) for a shop without a printer.
 */
import { useState, type ComponentType } from 'react';
import { Button, Checkbox, Flex } from 'antd';
import { Typography } from '@niaga/ui/shell/Typography';
import { formatMoney } from '@niaga/ui/digits';
import { autoPrint, setAutoPrint, type StrukSale } from './print';
import { ReceiptView } from './ReceiptView';

export interface Done {
  notransaksi: string;
  kembali: string;
  total: string;
  struk: StrukSale;
}

type SendWaProps = { doctype: 'kasir' | 'jual'; id: number };

export function SaleDone({ done, onNext, onReprint }: { done: Done; onNext: () => void; onReprint: () => void }) {
  // "Kirim WA": its form is a chunk of its own, loaded when pressed (the till's budget).
  const [SendWa, setSendWa] = useState<ComponentType<SendWaProps> | null>(null);
  const id = Number((done.struk as { id?: unknown }).id);
  return (
    <Flex data-testid="kasir-selesai" gap={24} wrap align="start" style={{ textAlign: 'center' }}>
      <div style={{ flex: '1 1 300px' }}>
        <Typography.Paragraph>No. {done.notransaksi} · Total {formatMoney(done.total)}</Typography.Paragraph>
        <div style={{ fontSize: 16 }}>Kembali</div>
        <div data-testid="kasir-kembali" style={{ fontSize: 48, fontWeight: 700 }}>{formatMoney(done.kembali)}</div>
        <Flex gap={8} justify="center" wrap>
          <Button type="primary" size="large" autoFocus onClick={onNext}>
            Transaksi Baru (Enter)
          </Button>
          <Button size="large" onClick={onReprint}>
            Cetak Ulang
          </Button>
          {id > 0 && !SendWa && (
            <Button size="large" onClick={() => void import('./SendWa').then((m) => setSendWa(() => m.SendWa))}>
              Kirim WA
            </Button>
          )}
        </Flex>
        {SendWa && <SendWa doctype="kasir" id={id} />}
        {/* Per browser: a shop without a printer turns it off and shows the receipt on screen only. */}
        <Checkbox style={{ marginTop: 16 }} defaultChecked={autoPrint()} onChange={(e) => setAutoPrint(e.target.checked)}>
          Cetak struk otomatis setelah bayar
        </Checkbox>
      </div>
      <div style={{ flex: '1 1 300px', minWidth: 0 }}>
        <ReceiptView sale={done.struk} />
      </div>
    </Flex>
  );
}
