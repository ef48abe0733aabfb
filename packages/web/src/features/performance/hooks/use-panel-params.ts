import { PANEL_ORDERINGS } from '@performa/contracts/api/results';
import { roundContext } from '../../../components/round-picker.tsx';
import { defineList, orderingOf, param, useListParams, type FilterPatchOf, type ListParamsOf } from '../../../lib/list-params.ts';
import type { PanelExportQuery, PanelQuery } from '../api/keys.ts';

export type PanelOrdering = (typeof PANEL_ORDERINGS)[number];

/** The panel's tabs (?tab=, components/ui/url-tabs.tsx). */
export type PanelTab = 'results' | 'goals' | 'skills' | 'calibration';

export const EVALUATED = ['all', 'with_results', 'without_results'] as const;

/**
 * The panel's parameters in the URL (docs/product.md §7): the round, page, size, sort, search and
 * filters, shared by its tabs. A score bound is a number from 0 to 1000 (a numerical goal may pass 100).
 */
export const panelList = defineList({
  orderings: PANEL_ORDERINGS,
  defaultOrdering: 'full_name',
  context: roundContext,
  filters: {
    search: param.text(),
    department: param.id(),
    /** Only this employee's direct reports. */
    manager: param.id(),
    position: param.id(),
    grade: param.id(),
    scoreMin: { ...param.number(0, 1000), name: 'score_min' },
    scoreMax: { ...param.number(0, 1000), name: 'score_max' },
    evaluated: param.choice(EVALUATED, 'all'),
  },
});

export type PanelParams = ListParamsOf<typeof panelList>;
export type PanelFilterPatch = FilterPatchOf<typeof panelList>;

/** The panel's filters and order for a round, as the export takes them; empty filters are left out. */
export function exportQuery(p: PanelParams, round: number): PanelExportQuery {
  return {
    frequency_id: round,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.manager ? { manager: p.manager } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.grade ? { grade: p.grade } : {}),
    ...(p.scoreMin !== null ? { score_min: p.scoreMin } : {}),
    ...(p.scoreMax !== null ? { score_max: p.scoreMax } : {}),
    evaluated: p.evaluated,
    ordering: orderingOf(p.sort),
  };
}

/** The query of a page of the panel (and of its goals and competencies tabs). */
export function panelQuery(p: PanelParams, round: number): PanelQuery {
  return { ...exportQuery(p, round), page: p.page, page_size: p.size };
}

/** The panel's state in the URL (lib/list-params.ts). */
export const usePanelParams = () => useListParams(panelList);
