import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { gradeTargetsBodySchema, type Calibration } from '@performa/contracts/api/results';
import { roundScore } from '@performa/contracts/scoring';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { refusalText } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useSaveGradeTargets } from '../api/save-grade-targets.ts';
import { percentText, signedText } from '../../../lib/numbers.ts';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { Section } from './section.tsx';

/** Parses a typed percent: blank is "no target" (null), anything else a number (NaN when it is not one). */
const parsePercent = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/**
 * The target share per grade (docs/product.md §5.7): percent per grade, at most 100 in all (the contract's
 * rule, checked before sending); a blank grade has no target.
 */
function TargetsDialog({ grades, onClose }: { grades: Calibration['grades']; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const save = useSaveGradeTargets();
  const [values, setValues] = useState<Record<number, string>>(() =>
    Object.fromEntries(grades.map((g) => [g.id, g.target_share === null ? '' : String(g.target_share)])),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<number[]>([]);
  const parsed = grades.map((g) => ({ range_id: g.id, share: parsePercent(values[g.id] ?? '') }));
  const sum = parsed.reduce((total, p) => total + (p.share !== null && Number.isFinite(p.share) ? p.share : 0), 0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const bad = parsed.filter((p) => p.share !== null && (!Number.isFinite(p.share) || p.share < 0 || p.share > 100)).map((p) => p.range_id);
    setInvalid(bad);
    if (bad.length > 0) return;
    const body = { targets: parsed.filter((p): p is { range_id: number; share: number } => p.share !== null) };
    const checked = gradeTargetsBodySchema.safeParse(body);
    if (!checked.success) {
      const message = checked.error.issues[0]?.message ?? 'validation.invalid';
      setFailure(i18n.exists(message) ? t(message as never) : message);
      return;
    }
    save.mutate(checked.data, {
      onSuccess: () => {
        notify.success(t('calibration.distribution.targetsSaved'));
        onClose();
      },
      onError: (error) => setFailure(refusalText(error)),
    });
  };

  return (
    <FormDialog
      title={t('calibration.distribution.targetsTitle')}
      onSubmit={submit}
      onClose={onClose}
      busy={save.isPending}
      failure={failure}
      testId="targets-dialog"
    >
      <Typography variant="body2" color="text.secondary">
        {t('calibration.distribution.targetsHint')}
      </Typography>
      {grades.map((g) => (
        <TextField
          key={g.id}
          label={`${g.response} (${g.min} – ${g.max})`}
          value={values[g.id] ?? ''}
          onChange={(event) => setValues((current) => ({ ...current, [g.id]: event.target.value }))}
          error={invalid.includes(g.id)}
          helperText={invalid.includes(g.id) ? t('validation.invalid') : undefined}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': `targets-dialog-${g.id}` }, input: { endAdornment: '%' } }}
        />
      ))}
      <Typography sx={{ fontWeight: 600 }} color={sum > 100 ? 'error' : undefined} data-testid="targets-dialog-sum">
        {t('calibration.distribution.targetsSum', { sum: roundScore(sum) })}
      </Typography>
    </FormDialog>
  );
}

/** The round's scores over the final score scale's grades against the target shares (docs/product.md §5.7): bars and a table. */
export function Distribution({ calibration }: { calibration: Calibration }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const [editing, setEditing] = useState(false);
  const rows = calibration.distribution;
  const grades = calibration.grades;
  return (
    <Section
      title={t('calibration.distribution.title')}
      testId="calibration-distribution"
      actions={
        grades.length > 0 && (
          <Button variant="outlined" size="small" onClick={() => setEditing(true)} data-testid="calibration-edit-targets">
            {t('calibration.distribution.editTargets')}
          </Button>
        )
      }
    >
      {grades.length === 0 ? (
        <Alert severity="info" data-testid="calibration-no-scale">
          {t('calibration.distribution.none')}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="calibration-total">
            {t('calibration.distribution.total', { count: calibration.total })}
          </Typography>
          <Box role="img" aria-label={t('calibration.distribution.chart')} sx={{ width: '100%', minWidth: 0 }} data-testid="calibration-chart">
            <BarChart
              height={260}
              xAxis={[{ scaleType: 'band', data: rows.map((r) => r.response) }]}
              yAxis={[{ min: 0, max: 100, width: 40 }]}
              series={[
                {
                  label: t('calibration.distribution.actual'),
                  data: rows.map((r) => r.share),
                  color: theme.palette.primary.main,
                  valueFormatter: (v: number | null) => percentText(v),
                },
                {
                  label: t('calibration.distribution.target'),
                  data: rows.map((r) => r.target_share),
                  color: theme.palette.grey[500],
                  valueFormatter: (v: number | null) => percentText(v),
                },
              ]}
              margin={{ right: 8 }}
            />
          </Box>
          <ScrollTable label={t('calibration.distribution.title')} minWidth={520}>
            <Table size="small" data-testid="calibration-distribution-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('calibration.distribution.grade')}</TableCell>
                  <TableCell>{t('calibration.distribution.range')}</TableCell>
                  <TableCell align="right">{t('calibration.distribution.people')}</TableCell>
                  <TableCell align="right">{t('calibration.distribution.share')}</TableCell>
                  <TableCell align="right">{t('calibration.distribution.target')}</TableCell>
                  <TableCell align="right">{t('calibration.distribution.difference')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => {
                  const grade = grades.find((g) => g.id === row.range_id);
                  const difference = row.target_share === null ? null : row.share - row.target_share;
                  return (
                    <TableRow key={row.range_id} data-testid={`calibration-grade-${row.range_id}`}>
                      <TableCell sx={{ fontWeight: 600 }}>{row.response}</TableCell>
                      <TableCell>{grade ? `${grade.min} – ${grade.max}` : '—'}</TableCell>
                      <TableCell align="right">{row.count}</TableCell>
                      <TableCell align="right">{percentText(row.share)}</TableCell>
                      <TableCell align="right">{percentText(row.target_share)}</TableCell>
                      <TableCell align="right">{signedText(difference, 1)}</TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </ScrollTable>
        </>
      )}
      {editing && <TargetsDialog grades={grades} onClose={() => setEditing(false)} />}
    </Section>
  );
}

/** Counts per grade by department or by manager (docs/product.md §5.7). */
export function Breakdown({ calibration, by }: { calibration: Calibration; by: 'department' | 'manager' }) {
  const { t } = useTranslation();
  const rows =
    by === 'department'
      ? calibration.by_department.map((r) => ({ key: r.department?.id ?? 0, name: r.department?.name ?? t('calibration.breakdown.noDepartment'), ...r }))
      : calibration.by_manager.map((r) => ({ key: r.manager?.id ?? 0, name: r.manager?.name ?? t('calibration.breakdown.noManager'), ...r }));
  const title = by === 'department' ? t('calibration.breakdown.byDepartment') : t('calibration.breakdown.byManager');
  return (
    <Section title={title} testId={`calibration-by-${by}`}>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{t('calibration.breakdown.none')}</Typography>
      ) : (
        <ScrollTable label={title} minWidth={Math.max(360, 200 + calibration.grades.length * 110)}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{by === 'department' ? t('calibration.breakdown.department') : t('calibration.breakdown.manager')}</TableCell>
                {calibration.grades.map((g) => (
                  <TableCell key={g.id} align="right">
                    {g.response}
                  </TableCell>
                ))}
                <TableCell align="right">{t('calibration.breakdown.total')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.key} data-testid={`calibration-by-${by}-${row.key}`}>
                  <TableCell sx={{ minWidth: '9rem' }}>{row.name}</TableCell>
                  {calibration.grades.map((g) => (
                    <TableCell key={g.id} align="right">
                      {row.counts.find((c) => c.range_id === g.id)?.count ?? 0}
                    </TableCell>
                  ))}
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {row.total}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </Section>
  );
}
