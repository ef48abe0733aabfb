import { resultRoutes } from '@performa/contracts/routes/results';
import { api } from '../../../lib/api-client.ts';
import type { PanelExportQuery } from './keys.ts';

/** The panel's rows (every page, its filters and order) as an XLSX or CSV file (docs/product.md §6.7). */
export const exportFinalResults = (query: PanelExportQuery, format: 'xlsx' | 'csv') =>
  api.downloadFrom(resultRoutes.exportFinalResults, { query: { ...query, format } });
