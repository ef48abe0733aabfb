import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { EvaluationKind, ProposalChange } from '@performa/contracts/api/evaluations';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPickers } from '../../../components/record-pickers.tsx';
import { refusalText as failureText } from '../../../lib/error-message.ts';
import type { PreviewBody } from '../api/keys.ts';
import { usePreviewRows } from '../api/preview-bulk-evaluations.ts';
import { proposalLines, withReplacement, type Replacement } from './proposal-changes.ts';
import { useRefusalText } from './proposal-edit-dialog.tsx';

/** A bulk creation's preview request without its page and filters: whom, what, and the admin's changes so far. */
export type ProposalBase = Omit<PreviewBody, 'page' | 'page_size' | 'search' | 'party' | 'evaluator' | 'ordering'> & {
  kinds: EvaluationKind[];
  changes: ProposalChange[];
};

/**
 * "Replace an evaluator everywhere" of a bulk preview (docs/product.md §5.4): the admin picks the
 * evaluator to replace and the one to replace them with, sees in how many rows of the whole proposal
 * the first evaluates, how many would change and which stay as they are and why (the rule of a per-row
 * change, proposal-changes.ts), and applies it: the swaps join the admin's changes. What was left
 * unchanged stays listed until the next replacement.
 */
export function BulkReplace({ base, onApply }: { base: ProposalBase; onApply: (changes: ProposalChange[]) => void }) {
  const { t } = useTranslation();
  const { Employee } = useRecordPickers();
  const refusalText = useRefusalText();
  const titleId = useId();
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [done, setDone] = useState<Replacement | null>(null);
  // The evaluatees in whom `from` evaluates, each with all their evaluators (every page of the proposal).
  const rows = usePreviewRows(from === null ? null : { ...base, evaluator: from });
  const touched = useMemo(
    () => (from === null ? [] : (rows.data ?? []).flatMap((row) => proposalLines(row, base.kinds)).filter((line) => line.evaluator?.id === from)),
    [rows.data, base.kinds, from],
  );
  const plan = useMemo(
    () => (from === null || to === null || from === to || !rows.data ? null : withReplacement(base.changes, rows.data, base.kinds, from, to)),
    [rows.data, base.changes, base.kinds, from, to],
  );
  const report = plan ?? done;

  const apply = () => {
    if (!plan || plan.replaced.length === 0) return;
    onApply(plan.changes);
    setDone(plan);
    setFrom(null);
    setTo(null);
  };

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      data-testid="bulk-replace"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 1.5, sm: 2 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={titleId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('evaluations.bulk.replace.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('evaluations.bulk.replace.hint')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <Employee
          size="small"
          label={t('evaluations.bulk.replace.from')}
          value={from}
          onChange={(id) => {
            setFrom(id);
            setDone(null);
          }}
          testId="bulk-replace-from"
        />
        <Employee
          size="small"
          label={t('evaluations.bulk.replace.to')}
          value={to}
          onChange={(id) => {
            setTo(id);
            setDone(null);
          }}
          testId="bulk-replace-to"
        />
      </Box>
      {rows.isFetching && <LinearProgress aria-label={t('common.loading')} />}
      {rows.isError && (
        <Alert severity="error" data-testid="bulk-replace-error">
          {failureText(rows.error)}
        </Alert>
      )}
      <Box aria-live="polite" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {done && !plan && (
          <Alert severity="success" data-testid="bulk-replace-done">
            {t('evaluations.bulk.replace.done', { count: done.replaced.length })}
          </Alert>
        )}
        {from !== null && rows.data && !rows.isFetching && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5 }}>
            <Typography variant="body2" data-testid="bulk-replace-rows">
              {t('evaluations.bulk.replace.rows', { count: touched.length })}
            </Typography>
            {plan && (
              <Typography variant="body2" data-testid="bulk-replace-count">
                {t('evaluations.bulk.replace.toReplace', { count: plan.replaced.length })}
              </Typography>
            )}
          </Box>
        )}
        {report && report.refused.length > 0 && (
          <Box data-testid="bulk-replace-refused">
            <Typography variant="body2" color="warning.dark" sx={{ fontWeight: 600 }}>
              {t('evaluations.bulk.replace.unchanged', { count: report.refused.length })}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
              {report.refused.map(({ line, refusal }) => (
                <Typography component="li" variant="body2" key={line.key} data-testid={`bulk-replace-refused-${line.key}`}>
                  {[line.evaluatee.full_name, t(`weights.parties.${line.party}`), ...(base.kinds.length > 1 ? [t(`evaluations.kinds.${line.kind}`)] : [])].join(
                    ' · ',
                  )}
                  : {refusalText(refusal, line.evaluatee.full_name)}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </Box>
      <Box>
        <Button variant="contained" size="small" disabled={!plan || plan.replaced.length === 0} onClick={apply} data-testid="bulk-replace-apply">
          {t('evaluations.bulk.replace.apply', { count: plan?.replaced.length ?? 0 })}
        </Button>
      </Box>
    </Box>
  );
}
