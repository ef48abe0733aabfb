import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { useTranslation } from 'react-i18next';
import { useFrequencyOptions, usePeriodOptions } from '../api/evaluation-setup.ts';
import { formatDay } from '../lib/dates.ts';
import { param } from '../lib/list-params.ts';
import { IdSelect } from './ui/id-select.tsx';

type Round = NonNullable<ReturnType<typeof useFrequencyOptions>['data']>[number];

/** The period to show: the chosen one, else the current, else the newest (every screen with a period picker chooses so). */
export const periodOf = (list: readonly PeriodOption[], chosen: number | null) =>
  list.find((p) => p.id === chosen) ?? list.find((p) => p.state === 'current') ?? list[0] ?? null;

/** The round to show: the chosen one, else the current round of the period, else its first. */
const roundOf = (list: readonly Round[], chosen: number | null) =>
  list.find((r) => r.id === chosen) ?? list.find((r) => r.state === 'current') ?? list[0] ?? null;

/**
 * The period and round a screen shows (the evaluation list, the performance panel), from the URL's choice
 * with the current round as default (docs/product.md §5.4, §5.6).
 */
export function useRoundChoice(chosenPeriod: number | null, chosenRound: number | null) {
  const periods = usePeriodOptions();
  const period = periodOf(periods.data ?? [], chosenPeriod);
  const rounds = useFrequencyOptions(period?.id ?? null);
  const round = period && rounds.data ? roundOf(rounds.data, chosenRound) : null;
  return {
    periods: periods.data ?? [],
    rounds: period ? (rounds.data ?? []) : [],
    period,
    round,
    noPeriods: periods.isSuccess && period === null,
    noRounds: period !== null && rounds.isSuccess && round === null,
  };
}

/** The period and round a list of one round keeps in the URL (its context, lib/list-params.ts). */
export const roundContext = { period: param.id(), round: param.id() };

/** A choice of the pickers: another period forgets the round (the period's current one is shown). */
export type RoundChange = { period: number; round: null } | { round: number };

export interface RoundPickerProps {
  choice: ReturnType<typeof useRoundChoice>;
  onChange: (change: RoundChange) => void;
  /** The screen's texts (labels "period", "round", messages "noPeriods", "noRounds") under this i18n key and its test ids' prefix. */
  texts: 'evaluations' | 'performance';
}

/** The period and round pickers above a list of a round, each round with its dates in the user's language. */
export function RoundPicker({ choice, onChange, texts }: RoundPickerProps) {
  const { t, i18n } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <IdSelect
        size="small"
        label={t(`${texts}.period`)}
        value={choice.period?.id ?? null}
        onChange={(id) => id !== null && onChange({ period: id, round: null })}
        options={choice.periods}
        testId={`${texts}-period`}
        sx={{ minWidth: 200, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      />
      <IdSelect
        size="small"
        label={t(`${texts}.round`)}
        value={choice.round?.id ?? null}
        onChange={(id) => id !== null && onChange({ round: id })}
        options={choice.rounds.map((r) => ({
          id: r.id,
          name: `${r.name} (${formatDay(r.start_date, i18n.language)} – ${formatDay(r.end_date, i18n.language)})`,
        }))}
        testId={`${texts}-round`}
        sx={{ minWidth: 260, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      />
      {choice.noPeriods && (
        <Alert severity="info" data-testid={`${texts}-no-periods`}>
          {t(`${texts}.noPeriods`)}
        </Alert>
      )}
      {choice.noRounds && (
        <Alert severity="info" data-testid={`${texts}-no-rounds`}>
          {t(`${texts}.noRounds`)}
        </Alert>
      )}
    </Box>
  );
}
