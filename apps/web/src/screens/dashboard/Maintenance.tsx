/**
 * The maintenance banner of /home (spec §2.11): "PERHATIAN! {title} [klik informasi]", blinking,
 * opening the popup "Informasi Maintenance" with date, title and HTML body. From maintenance_info
 * (§7.7); nothing is shown when it fails or has no rows (§8).
 */
import { useState } from 'react';
import { Alert, Modal, Typography } from 'antd';
import { formatDateTime } from '@niaga/ui/format';
import type { MaintenanceRow } from '@niaga/system/replies';

/** The HTML body without scripts, event handlers or javascript: links (it is shown as markup). */
export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  doc.querySelectorAll('script,style,iframe,object,embed,link,meta').forEach((n) => n.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const a of [...el.attributes]) if (/^on/i.test(a.name) || /^\s*javascript:/i.test(a.value)) el.removeAttribute(a.name);
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}

const BLINK_CSS = '@keyframes niaga-blink { 50% { opacity: 0.35; } } .niaga-blink { animation: niaga-blink 1.2s step-start infinite; cursor: pointer; }';

/** A blinking notice of /home (spec §2.11) that opens its popup on a click, Enter or Space. */
export function BlinkingBanner({ testId, type, title, onOpen }: { testId: string; type: 'error' | 'warning'; title: string; onOpen: () => void }) {
  return (
    <>
      <style>{BLINK_CSS}</style>
      <div
        role="button"
        tabIndex={0}
        className="niaga-blink"
        data-testid={testId}
        onClick={onOpen}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && onOpen()}
        style={{ marginBottom: 12 }}
      >
        <Alert type={type} showIcon title={<b>{title}</b>} />
      </div>
    </>
  );
}

export function MaintenanceBanner({ info }: { info: MaintenanceRow }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BlinkingBanner testId="banner-maintenance" type="error" title={`PERHATIAN! ${info.judulinfo} [klik informasi]`} onOpen={() => setOpen(true)} />
      <Modal title="Informasi Maintenance" open={open} onCancel={() => setOpen(false)} footer={null} width={640}>
        <Typography.Text type="secondary">{formatDateTime(info.dateinfo)}</Typography.Text>
        <Typography.Title level={4} style={{ marginTop: 8 }}>
          {info.judulinfo}
        </Typography.Title>
        <div data-testid="isi-maintenance" dangerouslySetInnerHTML={{ __html: safeHtml(info.isiinfo) }} />
      </Modal>
    </>
  );
}
