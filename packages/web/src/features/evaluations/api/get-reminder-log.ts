import { evaluationRoutes } from '@performa/contracts/routes/evaluations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { evaluationKeys } from './keys.ts';

/** The reminders sent for a round, scheduled and manual, newest first. */
export const getReminderLog = (round: number) => api.call(evaluationRoutes.reminderLog, { query: { frequency_id: round } });
export const reminderLogQuery = (round: number) => queryOptions({ queryKey: evaluationKeys.reminderLog(round), queryFn: () => getReminderLog(round) });
export const useReminderLog = (round: number, enabled: boolean) => useQuery({ ...reminderLogQuery(round), enabled });
