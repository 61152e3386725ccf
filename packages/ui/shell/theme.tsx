/**
 * Header and sidebar themes (/pengaturanwebsite; spec §3 "Stored UI preferences", §9): kept in
 * the browser's localStorage under content_header_theme, content_sidebar_theme,
 * content_sidebar_image and content_sidebar_opsitampilgambar, applied by the shell at once
 * (`<ThemeStyle />` in the logged-in layout; other tabs follow through the storage event).
 */
import { useSyncExternalStore } from 'react';

export const THEME_KEYS = {
  header: 'content_header_theme',
  sidebar: 'content_sidebar_theme',
  image: 'content_sidebar_image',
  showImage: 'content_sidebar_opsitampilgambar',
} as const;

export interface HeaderTheme {
  key: string;
  label: string;
  bg: string;
  /** Text colour on it. */
  fg: string;
}
export const HEADER_THEMES: HeaderTheme[] = [
  { key: 'putih', label: 'Putih', bg: '#ffffff', fg: 'rgba(0,0,0,0.88)' },
  { key: 'hijau', label: 'Hijau', bg: '#1f6f5c', fg: '#ffffff' },
  { key: 'biru', label: 'Biru', bg: '#1668dc', fg: '#ffffff' },
  { key: 'ungu', label: 'Ungu', bg: '#6a3fa0', fg: '#ffffff' },
  { key: 'oranye', label: 'Oranye', bg: '#d46b08', fg: '#ffffff' },
  { key: 'gelap', label: 'Gelap', bg: '#141a21', fg: '#ffffff' },
];
export const SIDEBAR_THEMES: Array<{ key: string; label: string; bg: string }> = [
  { key: 'gelap', label: 'Gelap', bg: '#001529' },
  { key: 'hijau', label: 'Hijau Tua', bg: '#0f3d33' },
  { key: 'biru', label: 'Biru Tua', bg: '#0b3275' },
  { key: 'ungu', label: 'Ungu Tua', bg: '#35245e' },
  { key: 'marun', label: 'Marun', bg: '#5a1a22' },
  { key: 'abu', label: 'Abu-abu', bg: '#2b2f36' },
];

const svg = (body: string) => `url("data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='250' height='600' viewBox='0 0 250 600'>${body}</svg>`)}")`;
export const SIDEBAR_IMAGES: Array<{ key: string; label: string; css: string }> = [
  {
    key: 'gelombang',
    label: 'Gelombang',
    css: svg(
      "<g fill='none' stroke='white' stroke-opacity='0.35' stroke-width='2'>" +
        Array.from({ length: 12 }, (_, i) => `<path d='M-10 ${40 + i * 50} C 60 ${10 + i * 50}, 160 ${80 + i * 50}, 260 ${30 + i * 50}'/>`).join('') +
        '</g>',
    ),
  },
  {
    key: 'pegunungan',
    label: 'Pegunungan',
    css: svg("<path d='M0 600 L0 430 L60 360 L110 420 L170 320 L250 410 L250 600 Z' fill='white' fill-opacity='0.22'/><path d='M0 600 L0 500 L80 440 L140 500 L200 450 L250 490 L250 600 Z' fill='white' fill-opacity='0.3'/><circle cx='190' cy='120' r='34' fill='white' fill-opacity='0.25'/>"),
  },
  {
    key: 'titik',
    label: 'Titik-titik',
    css: svg(
      "<g fill='white' fill-opacity='0.3'>" +
        Array.from({ length: 24 }, (_, r) => Array.from({ length: 10 }, (_, c) => `<circle cx='${12 + c * 25 + (r % 2) * 12}' cy='${12 + r * 25}' r='2.2'/>`).join('')).join('') +
        '</g>',
    ),
  },
  {
    key: 'diagonal',
    label: 'Garis Diagonal',
    css: svg("<g stroke='white' stroke-opacity='0.22' stroke-width='10'>" + Array.from({ length: 20 }, (_, i) => `<line x1='${-300 + i * 45}' y1='600' x2='${i * 45 + 300}' y2='0'/>`).join('') + '</g>'),
  },
];

export interface ThemePrefs {
  header: string;
  sidebar: string;
  image: string;
  showImage: boolean;
}
export const DEFAULT_THEME: ThemePrefs = { header: 'putih', sidebar: 'gelap', image: 'gelombang', showImage: false };

const CHANGE = 'niaga-theme-change';

function read(): ThemePrefs {
  try {
    const g = (k: string) => localStorage.getItem(k);
    return {
      header: g(THEME_KEYS.header) ?? DEFAULT_THEME.header,
      sidebar: g(THEME_KEYS.sidebar) ?? DEFAULT_THEME.sidebar,
      image: g(THEME_KEYS.image) ?? DEFAULT_THEME.image,
      showImage: (g(THEME_KEYS.showImage) ?? (DEFAULT_THEME.showImage ? '1' : '0')) === '1',
    };
  } catch {
    return DEFAULT_THEME;
  }
}

let cache: { raw: string; prefs: ThemePrefs } | null = null;
function snapshot(): ThemePrefs {
  const prefs = read();
  const raw = JSON.stringify(prefs);
  if (!cache || cache.raw !== raw) cache = { raw, prefs };
  return cache.prefs;
}

function subscribe(l: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (!e.key || (Object.values(THEME_KEYS) as string[]).includes(e.key)) l();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE, l);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE, l);
  };
}

export function useThemePrefs(): ThemePrefs {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_THEME);
}

export function saveThemePrefs(p: ThemePrefs): void {
  try {
    localStorage.setItem(THEME_KEYS.header, p.header);
    localStorage.setItem(THEME_KEYS.sidebar, p.sidebar);
    localStorage.setItem(THEME_KEYS.image, p.image);
    localStorage.setItem(THEME_KEYS.showImage, p.showImage ? '1' : '0');
  } catch {
    /* storage unavailable: nothing to keep */
  }
  window.dispatchEvent(new Event(CHANGE));
}

export const headerTheme = (key: string) => HEADER_THEMES.find((t) => t.key === key) ?? HEADER_THEMES[0];
export const sidebarTheme = (key: string) => SIDEBAR_THEMES.find((t) => t.key === key) ?? SIDEBAR_THEMES[0];
export const sidebarImage = (key: string) => SIDEBAR_IMAGES.find((t) => t.key === key) ?? SIDEBAR_IMAGES[0];

/** The CSS of a theme (header bar, sidebar and its menu). */
export function themeCss(p: ThemePrefs): string {
  const h = headerTheme(p.header);
  const s = sidebarTheme(p.sidebar);
  const img = p.showImage ? `, ${sidebarImage(p.image).css} center / cover no-repeat` : '';
  const light = h.key === 'putih';
  return [
    `.niaga-header { background: ${h.bg} !important; ${light ? '' : 'border-bottom-color: transparent !important;'} }`,
    light ? '' : `.niaga-header .ant-typography, .niaga-header .ant-btn, .niaga-header .anticon { color: ${h.fg} !important; }`,
    light ? '' : `.niaga-header .ant-avatar { background: rgba(255,255,255,0.22) !important; }`,
    `.ant-layout-sider { background: linear-gradient(${s.bg}d9, ${s.bg}d9)${img}, ${s.bg} !important; }`,
    `.ant-layout-sider .ant-menu-dark, .ant-layout-sider .ant-menu-dark .ant-menu-sub { background: transparent !important; }`,
  ].join('\n');
}

/** Rendered by the logged-in layout: the stored theme as a style element. */
export function ThemeStyle() {
  const prefs = useThemePrefs();
  return <style data-niaga-theme>{themeCss(prefs)}</style>;
}
