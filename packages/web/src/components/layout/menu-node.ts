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
  children?: MenuNode[];
}

const pathOf = (target: string) => target.split('?')[0] ?? target;

/** A link is active on its own path and below it ("/" only on itself). */
export function isActivePath(target: string, pathname: string): boolean {
  const path = pathOf(target);
  if (path === '/') return pathname === '/';
  return pathname === path || pathname.startsWith(`${path}/`);
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
