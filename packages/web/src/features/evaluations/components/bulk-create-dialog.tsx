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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EVALUATION_KINDS, type BulkEvaluationResult, type EvaluationKind, type ProposalChange } from '@performa/contracts/api/evaluations';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { RadioChoice } from '../../../components/ui/radio-choice.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { WideDialog } from '../../../components/ui/wide-dialog.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { refusalText } from '../../../lib/error-message.ts';
import { useCreateBulkEvaluations } from '../api/create-bulk-evaluations.ts';
import type { PreviewBody } from '../api/keys.ts';
import { usePreviewBulkEvaluations } from '../api/preview-bulk-evaluations.ts';
import { useRecordPickers } from '../../../components/record-pickers.tsx';
import { withChange, withSwap } from './proposal-changes.ts';
import { ProposalRowView } from './proposal-row.tsx';

type Scope = 'employee' | 'department' | 'project';
const PREVIEW_PAGE_SIZE = 25;

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
 * the evaluators of each party from the reporting lines (a preview, nothing written); the admin adds,
 * removes or swaps evaluators (kept here as `changes` and sent with every preview and the creation);
 * Confirm creates everything in one transaction and the dialog shows what was created and skipped.
 */
export function BulkCreateDialog({ round, roundName, onClose }: { round: number; roundName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { Department, Employee } = useRecordPickers();
  const [plan, setPlan] = useState<Plan>({ scope: 'department', employee: null, department: null, kinds: ['skill', 'goal'] });
  const [previewing, setPreviewing] = useState(false);
  const [changes, setChanges] = useState<ProposalChange[]>([]);
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
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
  const body: PreviewBody | null = previewing
    ? { frequency_id: round, ...scopeFields, kinds: plan.kinds, changes, page, page_size: PREVIEW_PAGE_SIZE, ...(search ? { search } : {}) }
    : null;
  const preview = usePreviewBulkEvaluations(body);

  const startPreview = () => {
    const required = t('validation.required');
    if (plan.scope === 'employee' && plan.employee === null) return setScopeError(required);
    if (plan.scope === 'department' && plan.department === null) return setScopeError(required);
    if (plan.kinds.length === 0) return setScopeError(t('evaluations.bulk.chooseKind'));
    setScopeError(null);
    setPage(1);
    setPreviewing(true);
  };

  const change = (next: ProposalChange[]) => {
    setChanges(next);
    setFailure(null);
  };

  const confirm = () => {
    setFailure(null);
    create.mutate(
      { frequency_id: round, ...scopeFields, kinds: plan.kinds, changes },
      { onSuccess: setResult, onError: (error) => setFailure(refusalText(error)) },
    );
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
                <Typography data-testid="bulk-summary-create">
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
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <TextField
                size="small"
                type="search"
                label={t('evaluations.filters.search')}
                placeholder={t('evaluations.filters.searchPlaceholder')}
                value={searchText}
                onChange={(event) => {
                  setSearchText(event.target.value);
                  setPage(1);
                }}
                sx={{ flex: '1 1 260px', maxWidth: 400 }}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'bulk-search' }, inputLabel: { shrink: true } }}
              />
              <Typography variant="body2" data-testid="bulk-changes">
                {t('evaluations.bulk.changes', { count: changes.length })}
              </Typography>
              {changes.length > 0 && (
                <Button size="small" onClick={() => change([])} data-testid="bulk-undo">
                  {t('evaluations.bulk.undo')}
                </Button>
              )}
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 1 }} data-testid="bulk-rows">
              {data?.results.map((row) => (
                <ProposalRowView
                  key={row.evaluatee.id}
                  row={row}
                  kinds={plan.kinds}
                  onRemove={(party, evaluator) =>
                    change(withChange(changes, { evaluatee_id: row.evaluatee.id, evaluator_id: evaluator, party, action: 'remove' }))
                  }
                  onAdd={(party, evaluator) => change(withChange(changes, { evaluatee_id: row.evaluatee.id, evaluator_id: evaluator, party, action: 'add' }))}
                  onSwap={(party, from, to) => change(withSwap(changes, row.evaluatee.id, party, from, to))}
                />
              ))}
              {data && data.results.length === 0 && (
                <Typography component="li" color="text.secondary" sx={{ p: 2 }}>
                  {t('evaluations.bulk.nobody')}
                </Typography>
              )}
            </Box>
            {data && (
              <ServerPager
                count={data.count}
                page={page}
                size={PREVIEW_PAGE_SIZE}
                sizes={[PREVIEW_PAGE_SIZE]}
                onPage={(next) => setPage(next)}
                testId="bulk-pagination"
              />
            )}
            {failure && (
              <Alert severity="error" data-testid="bulk-error">
                {failure}
              </Alert>
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
