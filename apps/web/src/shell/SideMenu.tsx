/**
 * Side navigation (spec §2.5) from the one menu tree of modules/admin/menu.ts, filtered by what
 * the user may open (`authactmenu`: administrator flag and the access names with mopen): Home
 * always, sections only when permitted, Kasir and Terminal Harga standalone under their rule.
 * Opening one node collapses its siblings. Entries whose screen is not built yet (the same
 * registry that shows "Belum tersedia", routes/screens) are dimmed with a "segera" tag. A page
 * opened directly by its address opens and highlights its section.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Menu, Tag, type MenuProps } from 'antd';
import { AppstoreOutlined, CalculatorOutlined, HomeOutlined, TagsOutlined } from '@ant-design/icons';
import type { AuthActMenuReply } from '@niaga/admin/replies';
import { HOME, KASIR, TERMINAL_HARGA, isGroup, visibleMenu, type MenuEntry, type MenuItem, type SectionKey, type VisibleItem } from '@niaga/admin/menu';
import { callOk } from '@niaga/ui/api';
import { findRoute } from '../routes/registry';
import { hasScreen } from '../routes/screens';
import { SECTION_ICONS } from './icons';

type Item = Required<MenuProps>['items'][number];

/** The permitted menu; only Home until the rights are known. */
export function useVisibleMenu(): VisibleItem[] {
  const q = useQuery({ queryKey: ['authactmenu'], queryFn: () => callOk<AuthActMenuReply>('authactmenu'), staleTime: 5 * 60_000 });
  return useMemo(() => (q.data ? visibleMenu(q.data.semua ? 'all' : (q.data.modul ?? [])) : [HOME]), [q.data]);
}

const isSection = (x: VisibleItem): x is Extract<VisibleItem, { key: SectionKey }> => 'key' in x;
const STANDALONE_ICONS: Record<string, ReactNode> = {
  [HOME.route]: <HomeOutlined />,
  [KASIR.route]: <CalculatorOutlined />,
  [TERMINAL_HARGA.route]: <TagsOutlined />,
};

interface Tree {
  items: Item[];
  /** Parent key of every submenu key (null at the top). */
  parents: Map<string, string | null>;
  /** Submenu keys leading to each route. */
  trails: Map<string, string[]>;
}

/**
 * The label of an entry that still opens "Belum tersedia": dimmed, with a "segera" tag. A section
 * or group with nothing built under it is only dimmed (its entries carry the tag).
 */
function soonLabel(title: string, tag = true): ReactNode {
  return (
    <span className="menu-soon" title="Segera tersedia" style={{ opacity: 0.55 }}>
      {title}
      {tag && (
        <Tag bordered={false} style={{ marginInlineStart: 6, fontSize: 10, lineHeight: '16px', paddingInline: 4 }}>
          segera
        </Tag>
      )}
    </span>
  );
}

function buildTree(menu: VisibleItem[]): Tree {
  const parents = new Map<string, string | null>();
  const trails = new Map<string, string[]>();
  const leaf = (e: MenuEntry, trail: string[], icon?: ReactNode): Item => {
    if (!trails.has(e.route)) trails.set(e.route, trail);
    return { key: e.route, label: hasScreen(e.route) ? e.title : soonLabel(e.title), icon };
  };
  const children = (kids: MenuItem[], parent: string, trail: string[]): Item[] =>
    kids.map((c) => {
      if (!isGroup(c)) return leaf(c, trail);
      const key = `${parent}/${c.title}`;
      parents.set(key, parent);
      const label = c.children.some((x) => hasScreen(x.route)) ? c.title : soonLabel(c.title, false);
      return { key, label, children: c.children.map((x) => leaf(x, [...trail, key])) };
    });
  const items = menu.map((x): Item => {
    if (isSection(x)) {
      parents.set(x.key, null);
      const any = x.children.some((c) => (isGroup(c) ? c.children.some((e) => hasScreen(e.route)) : hasScreen(c.route)));
      return { key: x.key, label: any ? x.title : soonLabel(x.title, false), icon: SECTION_ICONS[x.key] ?? <AppstoreOutlined />, children: children(x.children, x.key, [x.key]) };
    }
    if (isGroup(x)) return { key: x.title, label: x.title, children: children(x.children, x.title, [x.title]) };
    return leaf(x, [], STANDALONE_ICONS[x.route] ?? <AppstoreOutlined />);
  });
  return { items, parents, trails };
}

export function SideMenu({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useVisibleMenu();
  const { items, parents, trails } = useMemo(() => buildTree(menu), [menu]);

  // An add or edit screen of a doctype highlights its list entry; a report, the report menu.
  const route = findRoute(pathname);
  const selected = route?.doctype ? route.doctype.routes.list : route?.kind === 'report' ? '/menulaporan' : pathname;
  const trail = trails.get(selected);
  // The section of the current page stands out, also while it is closed.
  const shown = useMemo(
    () => items.map((it) => (it && trail?.[0] && it.key === trail[0] && 'children' in it ? { ...it, label: <span className="menu-current-section" style={{ fontWeight: 600 }}>{it.label}</span> } : it)),
    [items, trail],
  );

  const [openKeys, setOpenKeys] = useState<string[]>(trail ?? []);
  // When the page (or the permitted menu) changes, open the submenus leading to it. A page outside
  // every submenu (Home) leaves open what the person opened: the menu's rights arriving a moment
  // after a click must not fold the section just opened.
  const [openedFor, setOpenedFor] = useState({ selected, trails });
  if (openedFor.selected !== selected || openedFor.trails !== trails) {
    setOpenedFor({ selected, trails });
    if (trail?.length) setOpenKeys(trail);
  }

  const onOpenChange = (keys: string[]) => {
    const opened = keys.find((k) => !openKeys.includes(k));
    if (!opened) return setOpenKeys(keys);
    // Keep only the opened node and its ancestors: its siblings collapse.
    const keep = new Set<string>();
    for (let k: string | null | undefined = opened; k; k = parents.get(k)) keep.add(k);
    setOpenKeys(keys.filter((k) => keep.has(k)));
  };

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={shown}
      selectedKeys={[selected]}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={onOpenChange}
      onClick={({ key }) => {
        if (!key.startsWith('/')) return;
        navigate(key);
        onNavigate?.();
      }}
      style={{ borderInlineEnd: 0 }}
    />
  );
}
