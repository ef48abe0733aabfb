import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EvaluationProgress } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';

const percent = (completed: number, total: number) => (total === 0 ? 0 : Math.round((completed / total) * 100));

/** One bar: a name, completed of total, and the bar. */
function Bar({ label, completed, total, testId }: { label: string; completed: number; total: number; testId: string }) {
  const { t } = useTranslation();
  const value = percent(completed, total);
  return (
    <Box data-testid={testId}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {t('evaluations.progress.count', { completed, total })}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={value} aria-label={`${label}: ${value} %`} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
    </Box>
  );
}

/** The round's progress at the top of /evaluations: completed of total, per party, kind and department (docs/product.md §5.4). */
export function ProgressCard({ progress }: { progress: EvaluationProgress | undefined }) {
  const { t } = useTranslation();
  if (!progress) return null;
  const section = (title: string, children: React.ReactNode) => (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="evaluations-progress">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('evaluations.progress.title')}
        </Typography>
        <Typography data-testid="evaluations-progress-total">
          {t('evaluations.progress.completed', { completed: progress.completed, total: progress.total, percent: percent(progress.completed, progress.total) })}
        </Typography>
        <Typography color="text.secondary">{t('evaluations.progress.active', { active: progress.active, total: progress.total })}</Typography>
      </Box>
      {progress.total === 0 ? (
        <Typography color="text.secondary" data-testid="evaluations-progress-empty">
          {t('evaluations.progress.empty')}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' }, gap: 2.5 }}>
          {section(
            t('evaluations.progress.byParty'),
            progress.by_party.map((p) => (
              <Bar key={p.party} label={t(`weights.parties.${p.party}`)} completed={p.completed} total={p.total} testId={`progress-party-${p.party}`} />
            )),
          )}
          {section(
            t('evaluations.progress.byKind'),
            progress.by_kind.map((k) => (
              <Bar key={k.kind} label={t(`evaluations.kinds.${k.kind}`)} completed={k.completed} total={k.total} testId={`progress-kind-${k.kind}`} />
            )),
          )}
          {section(
            t('evaluations.progress.byDepartment'),
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, maxHeight: 240, overflowY: 'auto', pr: 0.5 }}>
              {progress.by_department.map((d) => (
                <Bar
                  key={d.department?.id ?? 0}
                  label={d.department?.name ?? t('evaluations.progress.noDepartment')}
                  completed={d.completed}
                  total={d.total}
                  testId={`progress-department-${d.department?.id ?? 0}`}
                />
              ))}
            </Box>,
          )}
        </Box>
      )}
    </Paper>
  );
}
