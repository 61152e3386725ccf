import type { ReactNode } from 'react';
import {
  AccountBookOutlined,
  BuildOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  GlobalOutlined,
  InboxOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import type { SectionKey } from '@niaga/admin/menu';

/** Icons of the top-level menu sections (modules/admin/menu.ts). */
export const SECTION_ICONS: Record<SectionKey, ReactNode> = {
  mSMaster: <DatabaseOutlined />,
  mSPembelian: <ShoppingCartOutlined />,
  mSPenjualan: <ShopOutlined />,
  mSPerakitan: <BuildOutlined />,
  mSPersediaan: <InboxOutlined />,
  mSAkuntansi: <AccountBookOutlined />,
  mSLaporan: <FileTextOutlined />,
  mSPengaturan: <SettingOutlined />,
  mSPengaturanEcommerce: <GlobalOutlined />,
};
