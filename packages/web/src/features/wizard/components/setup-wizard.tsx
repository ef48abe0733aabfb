import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WIZARD_STEPS, type WizardStepKey } from '@performa/contracts/api/wizard';
import { useWizardProgress } from '../api/get-progress.ts';

export interface SetupWizardProps {
  /** The content of each step: the screens of the features that own the data (composed by the app). */
  steps: Record<WizardStepKey, ReactNode>;
}

/**
 * The guided setup (docs/product.md §5.2): company → project → departments → positions → employees →
 * periods and rounds → response scales → categories → competencies → goals → weights.
 * It shows which steps are done (from the server), opens at the first step not done, and keeps
 * the current step in the URL (?step=…), so that a reload or a later visit resumes there.
 */
export function SetupWizard({ steps }: SetupWizardProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const progress = useWizardProgress();
  const vertical = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const done = new Map(progress.data?.map((s) => [s.key, s.done]) ?? []);
  const requested = params.get('step');
  const firstOpen = WIZARD_STEPS.find((key) => !done.get(key)) ?? WIZARD_STEPS[WIZARD_STEPS.length - 1]!;
  const current: WizardStepKey = (WIZARD_STEPS as readonly string[]).includes(requested ?? '') ? (requested as WizardStepKey) : firstOpen;
  const index = WIZARD_STEPS.indexOf(current);
  const go = (key: WizardStepKey) => {
    setParams((p) => {
      p.set('step', key);
      return p;
    });
    // What the previous step changed may have completed it.
    void progress.refetch();
  };

  // Once the progress is known, a visit without ?step= resumes at the first step not done.
  useEffect(() => {
    if (progress.data && !requested) go(firstOpen);
  }, [progress.data, requested]);

  const allDone = progress.data?.every((s) => s.done) ?? false;
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stepper nonLinear alternativeLabel={!vertical} activeStep={index} orientation={vertical ? 'vertical' : 'horizontal'}>
          {WIZARD_STEPS.map((key) => (
            <Step key={key} completed={done.get(key) ?? false}>
              <StepButton onClick={() => go(key)} data-testid={`wizard-step-${key}`} data-done={String(done.get(key) ?? false)}>
                <StepLabel>{t(`wizard.steps.${key}`)}</StepLabel>
              </StepButton>
            </Step>
          ))}
        </Stepper>
        {allDone && (
          <Typography sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }} color="success.main" data-testid="wizard-complete">
            <CheckCircle fontSize="small" /> {t('wizard.complete')}
          </Typography>
        )}
      </Paper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t(`wizard.hints.${current}`)}
      </Typography>
      <Box data-testid={`wizard-content-${current}`}>{steps[current]}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3 }}>
        <Button disabled={index === 0} onClick={() => go(WIZARD_STEPS[index - 1]!)} data-testid="wizard-back">
          {t('wizard.back')}
        </Button>
        <Button variant="contained" disabled={index === WIZARD_STEPS.length - 1} onClick={() => go(WIZARD_STEPS[index + 1]!)} data-testid="wizard-next">
          {t('wizard.next')}
        </Button>
      </Box>
    </Box>
  );
}
