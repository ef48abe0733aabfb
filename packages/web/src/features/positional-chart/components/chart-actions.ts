import type { Position } from '@performa/contracts/api/organisation';
import { createContext } from 'react';

/** What a box of the chart can ask the screen for (a context, so that node data stays plain and boxes stay memoised). */
export interface ChartActions {
  toggle: (id: number) => void;
  openMenu: (anchor: HTMLElement, position: Position) => void;
}

export const ChartActionsContext = createContext<ChartActions>({ toggle: () => {}, openMenu: () => {} });
