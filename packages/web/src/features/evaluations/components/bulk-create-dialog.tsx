import FindReplaceIcon from '@mui/icons-material/FindReplace';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import {
  EVALUATION_KINDS,
  EVALUATION_PARTIES,
  PROPOSAL_ORDERINGS,
  type BulkEvaluationResult,
  type EvaluationKind,
  type EvaluationParty,
  type ProposalChange,
} from '@performa/contracts/api/evaluations';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPickers } from '../../../components/record-pickers.tsx';
import { ChoiceFilter, FilterBar, RecordFilter } from '../../../components/ui/filter-bar.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { WideDialog } from '../../../components/ui/wide-dialog.tsx';
import { refusalText } from '../../../lib/error-message.ts';
import { orderingOf, type Sort } from '../../../lib/list-params.ts';
import { useCreateBulkEvaluations } from '../api/create-bulk-evaluations.ts';
import type { PreviewBody } from '../api/keys.ts';
import { usePreviewBulkEvaluations } from '../api/preview-bulk-evaluations.ts';
import { BulkReplace, type ProposalBase } from './bulk-replace.tsx';
import { withChange, withSwap } from './proposal-changes.ts';
import { ProposalEditDialog, type ProposalEdit } from './proposal-edit-dialog.tsx';
import { ProposalTable, type ProposalSortField } from './proposal-table.tsx';

type Scope = 'employee' | 'department' | 'project';
/** Evaluatees per page of the preview (each a group of rows). */
const PREVIEW_PAGE_SIZES = [10, 25, 50] as const;

/** What the preview's table shows: the search, the filters, the order and the page. */
interface PreviewView {
  search: string;
  party: EvaluationParty | null;
  evaluator: number | null;
  sort: Sort<ProposalSortField>;
  page: number;
  size: number;
}
const FIRST_VIEW: PreviewView = { search: '', party: null, evaluator: null, sort: { field: 'evaluatee', direction: 'asc' }, page: 1, size: 25 };

/** Whom and what the bulk creation covers (the first step). */
interface Plan {
  scope: Scope;
  employee: number | null;
  department: number | null;
  kinds: EvaluationKind[];
}

/**
 * Bulk creation of a round's evaluations (docs/product.md §5.4, §3.11): the admin picks the scope (one
 * employee, a department with its sub-departments, or the project) and the kinds; the server proposes
 * the evaluators of each party from the reporting lines (a preview, nothing written), shown as a table of
 * the proposed evaluations, searched, filtered by party and evaluator, sorted and paged on the server.
 * The admin changes, removes or adds evaluators row by row, or replaces one evaluator by another
 * everywhere (proposal-changes.ts applies every edit; the changes are kept here and sent with every
 * preview and the creation); Confirm creates everything in one transaction and the dialog shows what
 * was created and skipped.
 */
export function BulkCreateDialog({ round, roundName, onClose }: { round: number; roundName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { Department, Employee } = useRecordPickers();
  const [plan, setPlan] = useState<Plan>({ scope: 'department', employee: null, department: null, kinds: ['skill', 'goal'] });
  const [previewing, setPreviewing] = useState(false);
  const [changes, setChanges] = useState<ProposalChange[]>([]);
  const [view, setView] = useState<PreviewView>(FIRST_VIEW);
  const [editing, setEditing] = useState<ProposalEdit | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [scopeError, setScopeError] = useState<string | null>(null);
  const [result, setResult] = useState<BulkEvaluationResult | null>(null);
  const create = useCreateBulkEvaluations();
  const [failure, setFailure] = useState<string | null>(null);

  const scopeFields = useMemo(
    () => ({
      ...(plan.scope === 'employee' && plan.employee !== null ? { employee_id: plan.employee } : {}),
      ...(plan.scope === 'department' && plan.department !== null ? { department_id: plan.department } : {}),
    }),
    [plan],
  );
  const base: ProposalBase = { frequency_id: round, ...scopeFields, kinds: plan.kinds, changes };
  const search = view.search.trim();
  const body: PreviewBody | null = previewing
    ? {
        ...base,
        page: view.page,
        page_size: view.size,
        ...(search ? { search } : {}),
        ...(view.party ? { party: view.party } : {}),
        ...(view.evaluator !== null ? { evaluator: view.evaluator } : {}),
        ordering: PROPOSAL_ORDERINGS.find((o) => o === orderingOf(view.sort)) ?? 'evaluatee',
      }
    : null;
  const preview = usePreviewBulkEvaluations(body);

  const startPreview = () => {
    const required = t('validation.required');
    if (plan.scope === 'employee' && plan.employee === null) return setScopeError(required);
    if (plan.scope === 'department' && plan.department === null) return setScopeError(required);
    if (plan.kinds.length === 0) return setScopeError(t('evaluations.bulk.chooseKind'));
    setScopeError(null);
    setView((v) => ({ ...v, page: 1 }));
    setPreviewing(true);
  };

  const change = (next: ProposalChange[]) => {
    setChanges(next);
    setFailure(null);
  };

  const confirm = () => {
    setFailure(null);
    create.mutate(base, { onSuccess: setResult, onError: (error) => setFailure(refusalText(error)) });
  };

  const toggleKind = (kind: EvaluationKind) =>
    setPlan((p) => ({
      ...p,
      kinds: p.kinds.includes(kind) ? p.kinds.filter((k) => k !== kind) : EVALUATION_KINDS.filter((k) => k === kind || p.kinds.includes(k)),
    }));

  const data = preview.data;
  const busy = create.isPending;

  return (
    <WideDialog open onClose={busy ? undefined : onClose} data-testid="bulk-dialog" aria-labelledby="bulk-dialog-title">
      <DialogTitle id="bulk-dialog-title">{t('evaluations.bulk.title', { round: roundName })}</DialogTitle>
      <DialogContent dividers>
        {result ? (
          <Box data-testid="bulk-result" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Alert severity="success" data-testid="bulk-result-created">
              {t('evaluations.bulk.created', { skill: result.created.skill, goal: result.created.goal })}
            </Alert>
            <Typography data-testid="bulk-result-skipped">{t('evaluations.bulk.skipped', { count: result.skipped_existing })}</Typography>
            {result.not_ready.length > 0 && (
              <Box>
                <Typography sx={{ fontWeight: 600 }}>{t('evaluations.bulk.notReady', { count: result.not_ready.length })}</Typography>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="bulk-result-not-ready">
                  {result.not_ready.map((r) => (
                    <li key={r.evaluatee.id}>
                      {r.evaluatee.name}: {r.message}
                    </li>
                  ))}
                </Box>
              </Box>
            )}
            <Alert severity="info">{t('evaluations.bulk.activateNext')}</Alert>
          </Box>
        ) : !previewing ? (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 640 }}>
            <RadioChoice
              label={t('evaluations.bulk.scope')}
              value={plan.scope}
              onChange={(scope) => {
                setPlan((p) => ({ ...p, scope }));
                setScopeError(null);
              }}
              options={(['employee', 'department', 'project'] as const).map((s) => [s, t(`evaluations.bulk.scopes.${s}`)] as const)}
              testId="bulk-scope"
            />
            {plan.scope === 'employee' && (
              <Employee
                label={t('evaluations.bulk.employee')}
                value={plan.employee}
                onChange={(employee) => {
                  setPlan((p) => ({ ...p, employee }));
                  setScopeError(null);
                }}
                error={scopeError !== null}
                helperText={scopeError ?? undefined}
                testId="bulk-employee"
              />
            )}
            {plan.scope === 'department' && (
              <Department
                label={t('evaluations.bulk.department')}
                value={plan.department}
                onChange={(department) => {
                  setPlan((p) => ({ ...p, department }));
                  setScopeError(null);
                }}
                error={scopeError !== null}
                helperText={scopeError ?? t('evaluations.bulk.departmentHint')}
                testId="bulk-department"
              />
            )}
            <Box>
              <FormLabel component="legend">{t('evaluations.bulk.kinds')}</FormLabel>
              <FormGroup row>
                {EVALUATION_KINDS.map((kind) => (
                  <FormControlLabel
                    key={kind}
                    control={
                      <Checkbox
                        checked={plan.kinds.includes(kind)}
                        onChange={() => toggleKind(kind)}
                        slotProps={{ input: { 'data-testid': `bulk-kind-${kind}` } as object }}
                      />
                    }
                    label={t(`evaluations.kinds.${kind}`)}
                  />
                ))}
              </FormGroup>
              {plan.scope === 'project' && scopeError && (
                <Typography color="error.dark" variant="body2">
                  {scopeError}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {t('evaluations.bulk.intro')}
            </Typography>
          </Box>
        ) : (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {preview.isFetching && <LinearProgress aria-label={t('common.loading')} />}
            {preview.isError && (
              <Alert severity="error" data-testid="bulk-preview-error">
                {refusalText(preview.error)}
              </Alert>
            )}
            {data && (
              <Box data-testid="bulk-summary" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, columnGap: 3 }}>
                <Typography data-testid="bulk-summary-evaluatees">{t('evaluations.bulk.summary.evaluatees', { count: data.evaluatees })}</Typography>
                <Typography data-testid="bulk-summary-create" sx={{ fontWeight: 600 }}>
                  {t('evaluations.bulk.summary.toCreate', { skill: data.to_create.skill, goal: data.to_create.goal })}
                </Typography>
                <Typography color="text.secondary">{data.by_party.map((p) => `${t(`weights.parties.${p.party}`)}: ${p.count}`).join(' · ')}</Typography>
                <Typography data-testid="bulk-summary-existing">{t('evaluations.bulk.summary.existing', { count: data.already_existing })}</Typography>
                {data.goal_problems > 0 && (
                  <Typography color="warning.dark" data-testid="bulk-summary-goal-problems">
                    {t('evaluations.bulk.summary.goalProblems', { count: data.goal_problems })}
                  </Typography>
                )}
                <Typography color="text.secondary">
                  {t('evaluations.bulk.summary.coworkerLoad', { max: data.coworker_load.max, mean: Math.round(data.coworker_load.mean * 10) / 10 })}
                </Typography>
              </Box>
            )}
            <FilterBar
              testId="bulk"
              search={{
                value: view.search,
                onSearch: (search) => setView((v) => ({ ...v, search, page: 1 })),
                label: t('evaluations.filters.search'),
                placeholder: t('evaluations.filters.searchPlaceholder'),
              }}
              active={[view.search !== '', view.party !== null, view.evaluator !== null].filter(Boolean).length}
              onClear={() => setView((v) => ({ ...v, search: '', party: null, evaluator: null, page: 1 }))}
              clearLabel={t('evaluations.filters.clear')}
            >
              <ChoiceFilter
                label={t('evaluations.filters.party')}
                value={view.party}
                choices={EVALUATION_PARTIES}
                labelOf={(party) => t(`weights.parties.${party}`)}
                all={{ label: t('evaluations.filters.all'), value: null }}
                onChange={(party) => setView((v) => ({ ...v, party, page: 1 }))}
                testId="bulk-party"
              />
              <RecordFilter
                record="Employee"
                label={t('evaluations.filters.evaluator')}
                allLabel={t('evaluations.filters.all')}
                value={view.evaluator}
                onChange={(evaluator) => setView((v) => ({ ...v, evaluator, page: 1 }))}
                testId="bulk-evaluator"
              />
            </FilterBar>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Typography variant="body2" data-testid="bulk-changes">
                {t('evaluations.bulk.changes', { count: changes.length })}
              </Typography>
              {changes.length > 0 && (
                <Button size="small" onClick={() => change([])} data-testid="bulk-undo">
                  {t('evaluations.bulk.undo')}
                </Button>
              )}
              {plan.kinds.includes('skill') && (
                <Button
                  size="small"
                  variant={replacing ? 'contained' : 'outlined'}
                  startIcon={<FindReplaceIcon />}
                  aria-expanded={replacing}
                  onClick={() => setReplacing((open) => !open)}
                  data-testid="bulk-replace-toggle"
                  sx={{ ml: { sm: 'auto' } }}
                >
                  {t('evaluations.bulk.replace.title')}
                </Button>
              )}
            </Box>
            {replacing && <BulkReplace base={base} onApply={change} />}
            <ProposalTable
              rows={data?.results ?? []}
              kinds={plan.kinds}
              filter={view}
              sort={view.sort}
              onSort={(sort) => setView((v) => ({ ...v, sort, page: 1 }))}
              loading={preview.isFetching}
              emptyText={view.search || view.party || view.evaluator !== null ? t('common.noData') : t('evaluations.bulk.nobody')}
              onRemove={(line) =>
                change(withChange(changes, { evaluatee_id: line.evaluatee.id, evaluator_id: line.evaluator!.id, party: line.party, action: 'remove' }))
              }
              onEdit={setEditing}
            />
            {data && (
              <ServerPager
                count={data.count}
                page={view.page}
                size={view.size}
                sizes={PREVIEW_PAGE_SIZES}
                sizeLabel={t('evaluations.bulk.perPage')}
                onPage={(page, size) => setView((v) => ({ ...v, page, size }))}
                testId="bulk-pagination"
              />
            )}
            {failure && (
              <Alert severity="error" data-testid="bulk-error">
                {failure}
              </Alert>
            )}
            {editing && (
              <ProposalEditDialog
                edit={editing}
                onApply={(party, evaluator) => {
                  const evaluatee = editing.row.evaluatee.id;
                  change(
                    editing.replacing
                      ? withSwap(changes, evaluatee, party, editing.replacing.id, evaluator)
                      : withChange(changes, { evaluatee_id: evaluatee, evaluator_id: evaluator, party, action: 'add' }),
                  );
                  setEditing(null);
                }}
                onClose={() => setEditing(null)}
              />
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {result ? (
          <Button variant="contained" onClick={onClose} data-testid="bulk-close">
            {t('common.close')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            {previewing ? (
              <>
                <Button onClick={() => setPreviewing(false)} disabled={busy} data-testid="bulk-back">
                  {t('evaluations.bulk.back')}
                </Button>
                <SubmitButton busy={busy} disabled={!data || preview.isError} onClick={confirm} data-testid="bulk-confirm">
                  {t('evaluations.bulk.confirm')}
                </SubmitButton>
              </>
            ) : (
              <Button variant="contained" onClick={startPreview} data-testid="bulk-preview">
                {t('evaluations.bulk.preview')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </WideDialog>
  );
}
