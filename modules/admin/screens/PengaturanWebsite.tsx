/**
 * /pengaturanwebsite: header and sidebar colour themes and the sidebar image, kept in this
 * browser (localStorage, spec keys content_header_theme, content_sidebar_theme,
 * content_sidebar_image, content_sidebar_opsitampilgambar) and applied by the shell at once.
 */
import { App, Button, Card, Flex, Radio, Space, Switch, Typography } from 'antd';
import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { DEFAULT_THEME, HEADER_THEMES, SIDEBAR_IMAGES, SIDEBAR_THEMES, saveThemePrefs, sidebarTheme, useThemePrefs, type ThemePrefs } from '@niaga/ui/shell/theme';

function Swatch({ bg, image, selected, label }: { bg: string; image?: string; selected: boolean; label: string }) {
  return (
    <Flex vertical align="center" gap={4}>
      <div
        style={{
          width: 64,
          height: 44,
          borderRadius: 6,
          background: image ? `linear-gradient(${bg}d9, ${bg}d9), ${image} center / cover no-repeat, ${bg}` : bg,
          border: selected ? '3px solid #1677ff' : '1px solid #d9d9d9',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: '#fff',
        }}
      >
        {selected && <CheckOutlined style={{ color: bg === '#ffffff' ? '#1677ff' : '#fff' }} />}
      </div>
      <Typography.Text style={{ fontSize: 12 }}>{label}</Typography.Text>
    </Flex>
  );
}

export function PengaturanWebsite() {
  const { message } = App.useApp();
  const prefs = useThemePrefs();
  const set = (patch: Partial<ThemePrefs>) => saveThemePrefs({ ...prefs, ...patch });
  const sb = sidebarTheme(prefs.sidebar).bg;
  return (
    <Card>
      <Typography.Paragraph type="secondary">Tema disimpan di browser ini dan langsung diterapkan.</Typography.Paragraph>
      <Typography.Title level={5}>Tema Header</Typography.Title>
      <Radio.Group value={prefs.header} onChange={(e) => set({ header: e.target.value as string })} aria-label="Tema Header">
        <Space wrap size={16}>
          {HEADER_THEMES.map((t) => (
            <Radio key={t.key} value={t.key} aria-label={`Header ${t.label}`} style={{ alignItems: 'center' }}>
              <Swatch bg={t.bg} selected={prefs.header === t.key} label={t.label} />
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Tema Sidebar
      </Typography.Title>
      <Radio.Group value={prefs.sidebar} onChange={(e) => set({ sidebar: e.target.value as string })} aria-label="Tema Sidebar">
        <Space wrap size={16}>
          {SIDEBAR_THEMES.map((t) => (
            <Radio key={t.key} value={t.key} aria-label={`Sidebar ${t.label}`} style={{ alignItems: 'center' }}>
              <Swatch bg={t.bg} selected={prefs.sidebar === t.key} label={t.label} />
            </Radio>
          ))}
        </Space>
      </Radio.Group>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Gambar Sidebar
      </Typography.Title>
      <Space style={{ marginBottom: 12 }}>
        <Switch aria-label="Tampilkan gambar sidebar" checked={prefs.showImage} onChange={(v) => set({ showImage: v })} />
        <Typography.Text>Tampilkan gambar di sidebar</Typography.Text>
      </Space>
      <div>
        <Radio.Group value={prefs.image} disabled={!prefs.showImage} onChange={(e) => set({ image: e.target.value as string })} aria-label="Gambar Sidebar">
          <Space wrap size={16}>
            {SIDEBAR_IMAGES.map((t) => (
              <Radio key={t.key} value={t.key} aria-label={`Gambar ${t.label}`} style={{ alignItems: 'center' }}>
                <Swatch bg={sb} image={t.css} selected={prefs.showImage && prefs.image === t.key} label={t.label} />
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </div>
      <Button
        style={{ marginTop: 24 }}
        icon={<UndoOutlined />}
        onClick={() => {
          saveThemePrefs(DEFAULT_THEME);
          message.success('Tema dikembalikan ke bawaan');
        }}
      >
        Kembalikan Bawaan
      </Button>
    </Card>
  );
}
