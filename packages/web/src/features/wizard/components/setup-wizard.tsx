import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WIZARD_STEPS, type WizardStepKey } from '@performa/contracts/api/wizard';
import { useWizardProgress } from '../api/get-progress.ts';
import { WizardFinish } from './wizard-finish.tsx';

export interface SetupWizardProps {
  /** The content of each step: the screens of the features that own the data (composed by the app). */
  steps: Record<WizardStepKey, ReactNode>;
}

/** The steps shown: the setup steps of the server's progress, then Finish (the summary and what comes next). */
const SHOWN = [...WIZARD_STEPS, 'finish'] as const;
type ShownStep = (typeof SHOWN)[number];
const isShown = (key: string | null): key is ShownStep => (SHOWN as readonly string[]).includes(key ?? '');

/** The width a step of the wide stepper needs for its label ("Компетенции", "Kompetensiyalar") without touching the next one. */
const STEP_WIDTH = 112;

/** Scrolls the stepper (not the page) so that the current step is in sight. */
function scrollIntoSight(step: HTMLDivElement | null) {
  const strip = step?.closest<HTMLElement>('[data-testid="wizard-stepper"]');
  if (!step || !strip) return;
  const left = step.getBoundingClientRect().left - strip.getBoundingClientRect().left + strip.scrollLeft;
  if (left < strip.scrollLeft || left + step.offsetWidth > strip.scrollLeft + strip.clientWidth)
    strip.scrollLeft = left - (strip.clientWidth - step.offsetWidth) / 2;
}

/**
 * The guided setup (docs/product.md §5.2): company → project → departments → positions → employees →
 * periods and rounds → response scales → categories → competencies → goals → weights → finish.
 * It shows which steps are done (from the server), opens at the first step not done (Finish when all
 * are), and keeps the current step in the URL (?step=…), so that a reload or a later visit resumes there.
 * Below the medium breakpoint the stepper is one line ("Step 3 of 12: Departments"), a progress bar and
 * a step picker, so that the step's screen starts on the first screen of a phone.
 */
export function SetupWizard({ steps }: SetupWizardProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const progress = useWizardProgress();
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const done = new Map<ShownStep, boolean>(progress.data?.map((s) => [s.key, s.done]) ?? []);
  const allDone = progress.data?.every((s) => s.done) ?? false;
  done.set('finish', allDone);
  const requested = params.get('step');
  const firstOpen: ShownStep = WIZARD_STEPS.find((key) => !done.get(key)) ?? 'finish';
  // Without ?step= (the menu's link, a first visit) the first step not done, once the progress is known.
  const current: ShownStep | null = isShown(requested) ? requested : progress.data ? firstOpen : null;
  const index = current === null ? -1 : SHOWN.indexOf(current);
  const label = (key: ShownStep) => t(`wizard.steps.${key}`);
  const go = (key: ShownStep, replace = false) => {
    setParams(
      (p) => {
        p.set('step', key);
        return p;
      },
      { replace },
    );
    // What the previous step changed may have completed it.
    void progress.refetch();
  };

  // Once the progress is known, a visit without ?step= resumes at the first step not done.
  useEffect(() => {
    if (progress.data && !isShown(requested)) go(firstOpen, true);
  }, [progress.data, requested]);

  // Until then no step is shown: a step shown early would move under the user when the progress arrives. Once it
  // is known, the step shows at once, while the address follows: the menu's link opened on the wizard leaves the
  // step on screen as it is (what was typed in it stays) when it is the first not done.
  if (current === null) return <LinearProgress aria-label={t('common.loading')} data-testid="wizard-loading" />;

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {compact ? (
          <Box data-testid="wizard-compact-stepper">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }} data-testid="wizard-step-of">
                {t('wizard.stepOf', { n: index + 1, total: SHOWN.length, name: label(current) })}
              </Typography>
              <TextField
                select
                size="small"
                label={t('wizard.goTo')}
                value={current}
                onChange={(e) => go(e.target.value as ShownStep)}
                sx={{ minWidth: 160 }}
                slotProps={{ htmlInput: { 'data-testid': 'wizard-step-select' } }}
              >
                {SHOWN.map((key, i) => (
                  <MenuItem key={key} value={key} data-testid={`wizard-step-${key}`} data-done={String(done.get(key) ?? false)}>
                    {`${i + 1}. ${label(key)}`}
                    {done.get(key) ? ` ✓` : ''}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
            <LinearProgress
              variant="determinate"
              value={Math.round(((index + 1) / SHOWN.length) * 100)}
              sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
              aria-label={t('wizard.stepOf', { n: index + 1, total: SHOWN.length, name: label(current) })}
            />
          </Box>
        ) : (
          // Each step keeps room for its label in every language; where twelve do not fit, the stepper scrolls sideways.
          <Box sx={{ overflowX: 'auto', mx: -1 }} data-testid="wizard-stepper">
            <Stepper nonLinear alternativeLabel activeStep={index} sx={{ minWidth: SHOWN.length * STEP_WIDTH, px: 1 }}>
              {SHOWN.map((key) => (
                <Step key={key} completed={done.get(key) ?? false} ref={key === current ? scrollIntoSight : undefined}>
                  <StepButton onClick={() => go(key)} data-testid={`wizard-step-${key}`} data-done={String(done.get(key) ?? false)}>
                    <StepLabel>{label(key)}</StepLabel>
                  </StepButton>
                </Step>
              ))}
            </Stepper>
          </Box>
        )}
        {allDone && (
          <Typography sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }} color="success.main" data-testid="wizard-complete">
            <CheckCircle fontSize="small" /> {t('wizard.complete')}
          </Typography>
        )}
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`wizard.hints.${current}`)}
      </Typography>
      <Box data-testid={`wizard-content-${current}`}>{current === 'finish' ? <WizardFinish /> : steps[current]}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button disabled={index === 0} onClick={() => go(SHOWN[index - 1]!)} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
        {current !== 'finish' && (
          <Button variant="contained" onClick={() => go(SHOWN[index + 1]!)} data-testid="wizard-next">
            {index === SHOWN.length - 2 ? t('wizard.toFinish') : t('wizard.next')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
