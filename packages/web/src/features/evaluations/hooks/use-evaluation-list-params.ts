import { EVALUATION_KINDS, EVALUATION_ORDERINGS, EVALUATION_PARTIES } from '@performa/contracts/api/evaluations';
import { roundContext } from '../../../components/round-picker.tsx';
import { defineList, orderingOf, param, useListParams, type FilterPatchOf, type ListParamsOf } from '../../../lib/list-params.ts';
import type { EvaluationFilterQuery, EvaluationListQuery } from '../api/keys.ts';

export type Ordering = (typeof EVALUATION_ORDERINGS)[number];

export const COMPLETIONS = ['all', 'completed', 'not_completed'] as const;
export const CARDS = ['all', 'active', 'inactive'] as const;
export const STATES = ['active', 'terminated', 'all'] as const;

/** The evaluation list's parameters in the URL (docs/product.md §7.6): the round, page, size, sort, search and filters. */
export const evaluationList = defineList({
  orderings: EVALUATION_ORDERINGS,
  defaultOrdering: 'evaluatee',
  context: roundContext,
  filters: {
    search: param.text(),
    department: param.id(),
    position: param.id(),
    evaluatee: param.id(),
    evaluator: param.id(),
    party: param.optionalChoice(EVALUATION_PARTIES),
    kind: param.optionalChoice(EVALUATION_KINDS),
    completion: param.choice(COMPLETIONS, 'all'),
    card: param.choice(CARDS, 'all'),
    state: param.choice(STATES, 'active'),
  },
});

export type EvaluationListParams = ListParamsOf<typeof evaluationList>;
export type FilterPatch = FilterPatchOf<typeof evaluationList>;

/** The filters of the list for a round, as the list, its export and the "all of the round" actions read them; empty ones are left out. */
export function filterQuery(p: EvaluationListParams, round: number): EvaluationFilterQuery {
  return {
    frequency_id: round,
    ...(p.search.trim() ? { search: p.search.trim() } : {}),
    ...(p.department ? { department: p.department } : {}),
    ...(p.position ? { position: p.position } : {}),
    ...(p.evaluatee ? { evaluatee: p.evaluatee } : {}),
    ...(p.evaluator ? { evaluator: p.evaluator } : {}),
    ...(p.party ? { party: p.party } : {}),
    ...(p.kind ? { kind: p.kind } : {}),
    completion: p.completion,
    card: p.card,
    state: p.state,
  };
}

/** The query of a page of the list. */
export function listQuery(p: EvaluationListParams, round: number): EvaluationListQuery {
  return { ...filterQuery(p, round), page: p.page, page_size: p.size, ordering: orderingOf(p.sort) };
}

/** The evaluation list's state in the URL (lib/list-params.ts). */
export const useEvaluationListParams = () => useListParams(evaluationList);
