import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { EvaluationKind, ProposalRow } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { RowAction } from '../../../components/ui/row-actions.tsx';
import { stickyColumnSx } from '../../../components/ui/sticky-column.ts';
import type { ProposalLine } from './proposal-changes.ts';
import type { ProposalEdit } from './proposal-edit-dialog.tsx';

export interface ProposalRowViewProps {
  row: ProposalRow;
  /** The evaluatee's lines the table's filters keep. */
  lines: readonly ProposalLine[];
  kinds: readonly EvaluationKind[];
  /** Columns after the evaluatee's two (kind, party, evaluator, status, actions). */
  columns: number;
  onRemove: (line: ProposalLine) => void;
  onEdit: (edit: ProposalEdit) => void;
}

/** What bulk creation does with a line: creates it (proposed, or added by the admin), skips it (it exists), or cannot (a goal evaluation's problem). */
function LineStatus({ line, testId }: { line: ProposalLine; testId: string }) {
  const { t } = useTranslation();
  if (!line.evaluator)
    return (
      <Typography variant="body2" color="warning.dark" data-testid={testId}>
        {line.problem ?? '—'}
      </Typography>
    );
  const status = line.evaluator.exists ? 'exists' : line.evaluator.added ? 'added' : 'new';
  return (
    <Chip
      size="small"
      variant={status === 'added' ? 'filled' : 'outlined'}
      color={status === 'exists' ? 'default' : 'primary'}
      label={t(`evaluations.bulk.statuses.${status}`)}
      data-testid={testId}
    />
  );
}

/**
 * One evaluatee of a bulk preview as a group of table rows (docs/product.md §5.4): the evaluatee (kept in
 * view while the table scrolls sideways) with "Add an evaluator", then one row per proposed evaluation:
 * kind, party, evaluator, what creation does with it, and for a competency evaluation still to create,
 * "Change the evaluator" (but the self evaluation's) and "Remove".
 */
export function ProposalRowView({ row, lines, kinds, columns, onRemove, onEdit }: ProposalRowViewProps) {
  const { t } = useTranslation();
  const { evaluatee } = row;
  const id = evaluatee.id;
  const span = Math.max(lines.length, 1);
  const head = (
    <>
      <TableCell component="th" scope="rowgroup" rowSpan={span} sx={{ ...stickyColumnSx, verticalAlign: 'top', minWidth: { xs: 140, sm: 220 }, maxWidth: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`bulk-evaluatee-${id}`}>
              {evaluatee.full_name}
            </Typography>
            {evaluatee.position && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {evaluatee.position.name}
              </Typography>
            )}
          </Box>
          {kinds.includes('skill') && (
            <RowAction
              label={t('evaluations.bulk.addFor', { name: evaluatee.full_name })}
              icon={<PersonAddAlt1Outlined fontSize="small" />}
              onClick={() => onEdit({ row, party: 'coworker', replacing: null })}
              testId={`bulk-add-${id}`}
            />
          )}
        </Box>
      </TableCell>
      <TableCell rowSpan={span} sx={{ verticalAlign: 'top', minWidth: 120 }}>
        {evaluatee.department?.name ?? '—'}
      </TableCell>
    </>
  );

  return (
    <TableBody data-testid={`bulk-row-${id}`} sx={{ '& > tr:last-of-type > *': { borderBottomColor: 'text.disabled' } }}>
      {lines.length === 0 && (
        <TableRow>
          {head}
          <TableCell colSpan={columns}>
            <Typography variant="body2" color="text.secondary">
              {t('evaluations.bulk.noEvaluation')}
            </Typography>
          </TableCell>
        </TableRow>
      )}
      {lines.map((line, index) => {
        const { evaluator } = line;
        const party = t(`weights.parties.${line.party}`);
        const named = { evaluator: evaluator?.full_name, evaluatee: evaluatee.full_name, party };
        const editable = line.kind === 'skill' && evaluator !== null && !evaluator.exists;
        return (
          <TableRow key={line.key} data-testid={`bulk-line-${line.key}`}>
            {index === 0 && head}
            {kinds.length > 1 && <TableCell>{t(`evaluations.kinds.${line.kind}`)}</TableCell>}
            <TableCell>{party}</TableCell>
            <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }} data-testid={`bulk-evaluator-${line.key}`}>
              {evaluator?.full_name ?? '—'}
            </TableCell>
            <TableCell sx={{ minWidth: 120 }}>
              <LineStatus line={line} testId={`bulk-status-${line.key}`} />
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: 96 }}>
              {editable && (
                <>
                  {line.party !== 'self' && (
                    <RowAction
                      label={t('evaluations.bulk.change')}
                      ariaLabel={t('evaluations.bulk.changeOf', named)}
                      icon={<SwapHorizOutlined fontSize="small" />}
                      onClick={() => onEdit({ row, party: line.party, replacing: evaluator })}
                      testId={`bulk-change-${line.key}`}
                    />
                  )}
                  <RowAction
                    label={t('evaluations.bulk.remove')}
                    ariaLabel={t('evaluations.bulk.removeOf', named)}
                    icon={<DeleteOutlined fontSize="small" />}
                    onClick={() => onRemove(line)}
                    testId={`bulk-remove-${line.key}`}
                    color="error"
                  />
                </>
              )}
            </TableCell>
          </TableRow>
        );
      })}
    </TableBody>
  );
}
