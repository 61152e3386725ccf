/**
 * Single-card layout for people who are not logged in (spec §2.5), with the footer links of §2.2.
 * The page, the card and its title are drawn with the theme's tokens rather than antd's Layout,
 * Card, Typography, Space and Spin: those bring tabs, menus, tooltips and text areas into the first
 * bundle (issue 36).
 */
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { theme } from 'antd';
import { Loading } from './Loading';
import { config } from '@niaga/ui/config';

export function AuthLayout() {
  const { token } = theme.useToken();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', background: 'linear-gradient(160deg, #e8f3ef 0%, #f5f7f6 60%)', fontFamily: token.fontFamily, fontSize: token.fontSize }}>
      <main style={{ flex: 'auto', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 16, gap: 16 }}>
        <div
          style={{
            boxSizing: 'border-box',
            width: '100%',
            maxWidth: 400,
            padding: token.paddingLG,
            background: token.colorBgContainer,
            border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
            boxShadow: '0 8px 24px rgba(0,0,0,0.08)',
            fontFamily: token.fontFamily,
            fontSize: token.fontSize,
            lineHeight: token.lineHeight,
            color: token.colorText,
          }}
        >
          <h2 style={{ textAlign: 'center', margin: '0 0 4px', color: '#1f6f5c', fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: token.fontWeightStrong }}>
            {config.appTitle}
          </h2>
          <p style={{ textAlign: 'center', margin: '0 0 20px', color: token.colorTextDescription }}>Kasir, persediaan dan akuntansi toko Anda</p>
          <Suspense fallback={<Loading margin={24} />}>
            <Outlet />
          </Suspense>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'center', gap: token.margin }} aria-label="Tautan">
          <a href={config.privacyUrl} target="_blank" rel="noopener noreferrer">
            Kebijakan Privasi
          </a>
          <a href={config.contactUrl} target="_blank" rel="noopener noreferrer">
            Kontak &amp; Bantuan
          </a>
          <a href={config.pricingUrl} target="_blank" rel="noopener noreferrer">
            Harga Layanan
          </a>
        </div>
      </main>
    </div>
  );
}
