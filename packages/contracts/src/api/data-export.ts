import { z } from 'zod';
import { requiredId } from '../validation.ts';
import { periodOptionSchema } from './setup.ts';

/**
 * The whole project's data of a period in one workbook (`wizard/export-data/`, docs/product.md §6.7): one
 * sheet per kind (final results, skill results per competency and party, goal results, evaluations with
 * their state, the calibration trail), built by a job on the queue with bounded memory, kept for
 * DATA_EXPORT_DAYS days, downloaded only by admins of the company whose department scope is the one it was
 * made for (or wider). The person who asked is notified in the app when it is ready.
 */

export const DATA_EXPORT_DAYS = 7;
export const DATA_EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

export const dataExportBodySchema = z.object({ period: requiredId() }).meta({ id: 'DataExportBody' });

export const dataExportSchema = z
  .object({
    id: z.number().int(),
    period: periodOptionSchema,
    state: z.enum(DATA_EXPORT_STATES),
    progress: z.number().int().describe('Percent of the rows written (0–100)'),
    requested_by: z.string().describe('The name of who asked for it'),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    expires_at: z.string().nullable().describe('When the file is deleted (DATA_EXPORT_DAYS after it was ready)'),
    size: z.number().int().nullable().describe('Bytes of the workbook once ready'),
    filename: z.string().nullable(),
  })
  .meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportParamsSchema = z.object({ id: requiredId() });
