import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { PartyWeightsBody, PartyWeightsForm } from '@performa/contracts/api/weights';
import { inPercent, PARTIES, partySumProblem } from '@performa/contracts/api/weights';
import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { partyWeightsResolver } from '../api/resolvers.ts';
import { useWeightForm } from './use-weight-form.ts';
import { weightText } from './weight-format.ts';
import { WeightGrid } from './weight-grid.tsx';

export type PartyValues = Record<(typeof PARTIES)[number], number | null>;

export const partyForm = (w: PartyValues | null): PartyWeightsForm => ({
  manager: weightText(w?.manager),
  subworker: weightText(w?.subworker),
  coworker: weightText(w?.coworker),
  self: weightText(w?.self),
});

export interface PartyWeightFormProps {
  initial: PartyValues | null;
  /** Saves the checked weights; answers the saved values to keep editing, or nothing when done. */
  onSave: (body: PartyWeightsBody) => Promise<PartyValues | void>;
  /** The form's buttons, given whether it is being sent and whether it changed. */
  actions: (state: { busy: boolean; dirty: boolean }) => ReactNode;
  testId: string;
  /** Text above the fields; the fields then sit in a dialog's content area. */
  dialogIntro?: string;
}

/** The four party weights (project's or personal) with their live sum: together more than 0 and at most 1. */
export function PartyWeightForm({ initial, onSave, actions, testId, dialogIntro }: PartyWeightFormProps) {
  const { t } = useTranslation();
  const { form, serverMessage, onSubmit } = useWeightForm<PartyWeightsForm, PartyWeightsBody>(
    partyWeightsResolver,
    partyForm(initial),
    PARTIES,
    async (body) => {
      const saved = await onSave(body);
      return saved ? partyForm(saved) : undefined;
    },
  );
  const { register, control, formState } = form;
  const summed = useWatch({ control, name: [...PARTIES] });

  const grid = (
    <WeightGrid
      testId={testId}
      inputs={PARTIES.map((party) => ({ name: party, label: t(`weights.parties.${party}`), registration: register(party), error: formState.errors[party] }))}
      summed={summed}
      problem={inPercent(partySumProblem)}
      serverMessage={serverMessage}
    />
  );
  return (
    <Box component="form" noValidate onSubmit={onSubmit} data-testid={`${testId}-form`}>
      {dialogIntro === undefined ? (
        grid
      ) : (
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{dialogIntro}</DialogContentText>
          {grid}
        </DialogContent>
      )}
      {actions({ busy: formState.isSubmitting, dirty: formState.isDirty })}
    </Box>
  );
}
