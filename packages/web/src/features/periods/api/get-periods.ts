import type { Frequency, Period } from '@performa/contracts/api/setup';
import { useQuery } from '@tanstack/react-query';
import { setupKeys } from '../../../api/evaluation-setup.ts';
import { api } from '../../../lib/api-client.ts';

/** Every period of the project by number, with its state and number of rounds. */
export const usePeriods = () => useQuery({ queryKey: setupKeys.periods(), queryFn: () => api.get<Period[]>('/wizard/period/') });

/** The rounds of one period, by start date. */
export const useRounds = (periodId: number) =>
  useQuery({ queryKey: setupKeys.rounds(periodId), queryFn: () => api.get<Frequency[]>(`/wizard/frequency/?period_id=${periodId}`) });
