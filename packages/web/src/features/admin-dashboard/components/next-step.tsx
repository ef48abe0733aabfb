import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { allows } from '@performa/contracts/access';
import type { AdminDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePrincipal } from '../../../lib/session.ts';
import { roundEvaluationsPath } from './format.ts';

export type NextStep = NonNullable<AdminDashboard['next_step']>;

/** Where each step is done: the wizard (super admin only), the periods screen, the round's evaluations. */
function linkOf(step: NextStep, period: number | null, round: number | null): string {
  if (step === 'setup') return '/wizard';
  if (step === 'create_period') return '/periods';
  return roundEvaluationsPath(period, round);
}

/**
 * What a young project does next, instead of empty charts (docs/product.md §7.9): set it up in the wizard
 * (a super admin; an admin is told the super admin does), create a period, launch the round, or follow the
 * round's progress until the first results.
 */
export function NextStepPanel({ step, period, round }: { step: NextStep; period: number | null; round: number | null }) {
  const { t } = useTranslation();
  const principal = usePrincipal();
  // The wizard is the super admin's (docs/product.md §7.5).
  const linked = step !== 'setup' || (principal !== null && allows('superAdminActive', principal));
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="dashboard-next-step-title"
      data-testid="dashboard-next-step"
      data-step={step}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1, borderColor: 'primary.main', borderWidth: 2 }}
    >
      <Typography variant="h6" component="h2" id="dashboard-next-step-title">
        {t(`adminDashboard.next.${step}.title`)}
      </Typography>
      <Typography data-testid="dashboard-next-step-text">
        {linked ? t(`adminDashboard.next.${step}.text`) : t('adminDashboard.next.setup.askSuperAdmin')}
      </Typography>
      {linked && (
        <Box>
          <Button
            component={RouterLink}
            to={linkOf(step, period, round)}
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            data-testid="dashboard-next-step-link"
          >
            {t(`adminDashboard.next.${step}.action`)}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
