import { resultRoutes } from '@performa/contracts/routes/results';
import { api } from '../../../lib/api-client.ts';

/** The card as a PDF made by the server, in the caller's language (Accept-Language), with the company's logo. */
export const downloadPerformanceCard = (employee: number, period: number) => api.downloadFrom(resultRoutes.performanceCardPdf, { query: { employee, period } });
