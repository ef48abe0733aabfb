import type { ReactNode } from 'react';
import type { en } from '../../i18n/locales/en.ts';

export type NavLabelKey = `nav.${keyof typeof en.nav}`;

/** One sidebar entry: a link (`path`) or a submenu (`children`). */
export interface MenuNode {
  /** Stable key: the submenu's key in session storage `openSubmenus`, and the item's data-testid `menu-<key>`. */
  key: string;
  labelKey: NavLabelKey;
  icon?: ReactNode;
  /** Target of a link; may carry a query string. */
  path?: string;
  /** The link stands for this tab of its page (`?tab=`): it is the active link there, and only there. */
  tab?: string;
  children?: MenuNode[];
}

const pathOf = (target: string) => target.split('?')[0] ?? target;

/** A link is active on its own path and below it ("/" only on itself). */
export function isActivePath(target: string, pathname: string): boolean {
  const path = pathOf(target);
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
}

function links(nodes: readonly MenuNode[]): MenuNode[] {
  return nodes.flatMap((node) => (node.children ? links(node.children) : node.path ? [node] : []));
}

/**
 * The key of the one link active at a location: a link of the page's current tab wins; otherwise the
 * first link on the path that stands for no tab (null when none).
 */
export function activeLinkKey(nodes: readonly MenuNode[], pathname: string, search: string): string | null {
  const onPath = links(nodes).filter((node) => node.path !== undefined && isActivePath(node.path, pathname));
  const tab = new URLSearchParams(search).get('tab');
  return (onPath.find((node) => node.tab !== undefined && node.tab === tab) ?? onPath.find((node) => node.tab === undefined))?.key ?? null;
}

function findSubmenus(nodes: readonly MenuNode[], pathname: string): string[] | null {
  for (const node of nodes) {
    if (node.path && isActivePath(node.path, pathname)) return [];
    if (node.children) {
      const inner = findSubmenus(node.children, pathname);
      if (inner) return [node.key, ...inner];
    }
  }
  return null;
}

/** Keys of the submenus that contain the link active at `pathname`, outermost first (empty when none). */
export function submenusContaining(nodes: readonly MenuNode[], pathname: string): string[] {
  return findSubmenus(nodes, pathname) ?? [];
}
