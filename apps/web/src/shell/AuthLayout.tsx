/** Single-card layout for people who are not logged in (spec §2.5), with the footer links of §2.2. */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Card, Layout, Space, Spin, Typography } from 'antd';
import { config } from '@niaga/ui/config';

export function AuthLayout() {
  return (
    <Layout style={{ minHeight: '100vh', background: 'linear-gradient(160deg, #e8f3ef 0%, #f5f7f6 60%)' }}>
      <Layout.Content style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, gap: 16 }}>
        <Card style={{ width: '100%', maxWidth: 400, boxShadow: '0 8px 24px rgba(0,0,0,0.08)' }}>
          <Typography.Title level={2} style={{ textAlign: 'center', marginTop: 0, marginBottom: 4, color: '#1f6f5c' }}>
            {config.appTitle}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 20 }}>
            Kasir, persediaan dan akuntansi toko Anda
          </Typography.Paragraph>
          <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
            <Outlet />
          </Suspense>
        </Card>
        <Space wrap size="middle" style={{ justifyContent: 'center' }} aria-label="Tautan">
          <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer">
            Kebijakan Privasi
          </a>
          <a href={config.contactUrl} target="_blank" rel="noopener noreferrer">
            Kontak &amp; Bantuan
          </a>
          <a href={config.pricingUrl} target="_blank" rel="noopener noreferrer">
            Harga Layanan
          </a>
        </Space>
      </Layout.Content>
    </Layout>
  );
}
