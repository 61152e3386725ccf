/**
 * The Tokopedia merge banner of /home (spec §2.11): "INFORMASI MERGE TOKOPEDIA DENGAN TIKTOKSHOP",
 * blinking, opening the popup "Informasi Marketplace Tokopedia". From infomerge_toped (§7.6): the
 * company's shops still connected as Tokopedia; nothing is shown when there is none or the call fails
 * (§8). Tokopedia has merged into TikTok Shop, so those shops are connected again through TiktokShop.
 */
import { useState } from 'react';
import { List, Modal, Typography } from 'antd';
import { Link } from 'react-router';
import type { TokoMarketplace } from '@niaga/marketplace/replies';
import { BlinkingBanner } from './Maintenance';

export function MergeTokopediaBanner({ toko }: { toko: TokoMarketplace[] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BlinkingBanner testId="banner-merge-tokopedia" type="warning" title="INFORMASI MERGE TOKOPEDIA DENGAN TIKTOKSHOP" onOpen={() => setOpen(true)} />
      <Modal title="Informasi Marketplace Tokopedia" open={open} onCancel={() => setOpen(false)} footer={null} width={640}>
        <Typography.Paragraph>
          Tokopedia telah bergabung dengan TikTok Shop. Toko Tokopedia berikut masih terhubung sebagai Tokopedia dan perlu dihubungkan
          ulang melalui marketplace TiktokShop agar sinkronisasi item, stok dan pesanan tetap berjalan.
        </Typography.Paragraph>
        <List
          size="small"
          bordered
          dataSource={toko}
          renderItem={(t) => (
            <List.Item data-testid="toko-tokopedia">
              <Typography.Text strong>{t.namatoko}</Typography.Text>
              {t.ShopURL && <Typography.Text type="secondary">{t.ShopURL}</Typography.Text>}
            </List.Item>
          )}
        />
        <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>
          Hubungkan ulang di <Link to="/pengaturanmp">Pengaturan Marketplace</Link>.
        </Typography.Paragraph>
      </Modal>
    </>
  );
}
