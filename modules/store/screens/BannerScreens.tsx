/**
 * The banner's forms (/sharebannerad, /sharebannered; issue 42): the generic form of the
 * `sharebanner` declaration with a picture chosen from the device, sent with the save
 * (`imgfileup`, a data URL); the server resizes it and keeps it under its content hash
 * (banner/server.ts). The saved picture is shown from the storefront's address of it.
 */
import { useRef, useState } from 'react';
import { Typography } from 'antd';
import FormScreen, { type FormExtras } from '@niaga/ui/doctype/FormScreen';
import type { Row } from '@niaga/ui/doctype/values';
import banner from '../banner/banner';

const readAsDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('File tidak dapat dibaca.'));
    r.readAsDataURL(file);
  });

function Picker({ record, onPick }: { record: Row | null; onPick: (v: string | null) => void }) {
  const [preview, setPreview] = useState<string | null>(null);
  const saved = record?.gambar ? String(record.gambar) : '';
  return (
    <div style={{ maxWidth: 720, marginBottom: 16 }} data-testid="banner-gambar">
      <Typography.Title level={5}>Gambar Banner</Typography.Title>
      <label htmlFor="banner-file">Pilih gambar (JPEG/PNG/WebP, maks. 8 MB; diperkecil otomatis sampai 1600×800)</label>
      <br />
      <input
        id="banner-file"
        type="file"
        accept="image/*"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          const url = f ? await readAsDataUrl(f) : null;
          setPreview(url);
          onPick(url);
        }}
      />
      {preview ? <img src={preview} alt="Gambar baru" style={{ display: 'block', maxWidth: '100%', marginTop: 8 }} /> : null}
      {!preview && saved ? <p>Tersimpan: {saved}</p> : null}
    </div>
  );
}

function useBannerExtras(): FormExtras {
  const picked = useRef<string | null>(null);
  return {
    extra: (record) => <Picker record={record} onPick={(v) => (picked.current = v)} />,
    payload: () => (picked.current ? { imgfileup: picked.current } : {}),
  };
}

export function BannerAdd() {
  return <FormScreen meta={banner} mode="add" extras={useBannerExtras()} />;
}

export function BannerEdit() {
  return <FormScreen meta={banner} mode="edit" extras={useBannerExtras()} />;
}
