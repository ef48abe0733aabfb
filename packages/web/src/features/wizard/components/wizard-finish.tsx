import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { WizardSummary } from '@performa/contracts/api/wizard';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useWizardSummary } from '../api/get-summary.ts';

type Line = { key: string; text: string; ok: boolean };

/** The counts of the summary that read "Departments: 3". */
type Counted = 'departments' | 'positions' | 'employees' | 'periods' | 'rounds' | 'competencies' | 'positional_goals';

/** The summary's lines: a count is fine above 0; the scales and weights say whether they are chosen. */
function linesOf(s: WizardSummary, t: TFunction): Line[] {
  const count = (key: Counted) => ({ key, text: t(`wizard.finish.counts.${key}`, { count: s[key] }), ok: s[key] > 0 });
  return [
    count('departments'),
    count('positions'),
    count('employees'),
    count('periods'),
    count('rounds'),
    { key: 'scales', text: t('wizard.finish.counts.scales', { count: s.scales }), ok: s.scales > 0 },
    { key: 'rating', text: t(s.rating_scale_set ? 'wizard.finish.ratingSet' : 'wizard.finish.ratingMissing'), ok: s.rating_scale_set },
    { key: 'final', text: t(s.final_score_scale_set ? 'wizard.finish.finalSet' : 'wizard.finish.finalMissing'), ok: s.final_score_scale_set },
    count('competencies'),
    count('positional_goals'),
    // Personal goals come after the setup (goal setting, §5.3): informative only.
    { key: 'personal_goals', text: t('wizard.finish.counts.personal_goals', { count: s.personal_goals }), ok: true },
    { key: 'weights', text: t(s.weights_complete ? 'wizard.finish.weightsComplete' : 'wizard.finish.weightsMissing'), ok: s.weights_complete },
  ];
}

/**
 * The wizard's last step (docs/product.md §5.2): what the project has set up, what is missing, and
 * what comes next: launching a round on /evaluations (§5.4).
 */
export function WizardFinish() {
  const { t } = useTranslation();
  const summary = useWizardSummary();
  if (summary.isPending) return <CircularProgress aria-label={t('wizard.finish.loading')} />;
  if (summary.isError) return <Alert severity="error">{t('wizard.finish.loadFailed')}</Alert>;
  const lines = linesOf(summary.data, t);
  const missing = lines.filter((line) => !line.ok).length;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="wizard-finish">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('wizard.finish.setTitle')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {lines.map((line) => (
            <Box
              component="li"
              key={line.key}
              sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
              data-testid={`wizard-finish-${line.key}`}
              data-ok={String(line.ok)}
            >
              {line.ok ? <CheckCircle fontSize="small" color="success" aria-hidden /> : <ErrorOutline fontSize="small" color="warning" aria-hidden />}
              <Typography>{line.text}</Typography>
            </Box>
          ))}
        </Box>
        {missing > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="wizard-finish-missing">
            {t('wizard.finish.missing')}
          </Alert>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          {t('wizard.finish.nextTitle')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('wizard.finish.nextText')}</Typography>
        <Button variant="contained" component={RouterLink} to="/evaluations" data-testid="wizard-finish-next">
          {t('wizard.finish.nextAction')}
        </Button>
      </Paper>
    </Box>
  );
}
