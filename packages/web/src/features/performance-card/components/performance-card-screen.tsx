import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import SearchOff from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessagePage } from '../../../components/message-page.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { saveFile } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { downloadPerformanceCard } from '../api/download-performance-card.ts';
import { usePerformanceCard } from '../api/get-performance-card.ts';
import { CalibrationTrail } from './calibration-trail.tsx';
import { CardHeader } from './card-header.tsx';
import { CompetencyChart } from './competency-chart.tsx';
import { GoalsTable } from './goals-table.tsx';
import { Memos, PartyMeans } from './party-means.tsx';
import { Reviews } from './reviews.tsx';
import { PeriodSummary, RoundResults } from './round-results.tsx';

/** The path of a card. */
export const cardPath = (employee: number, period: number) => `/performance-card/${employee}/${period}`;

/**
 * Printing the card prints the card alone: the top bar, the sidebar, the toasts and the card's own
 * buttons and forms (marked data-print="hide") stay off the paper.
 */
const PRINT_STYLES = {
  '@media print': {
    '.MuiAppBar-root, .MuiDrawer-root, .Toastify, [data-print="hide"]': { display: 'none !important' },
    'main > .MuiToolbar-root': { display: 'none !important' },
    main: { padding: '0 !important' },
    body: { backgroundColor: '#fff' },
  },
} as const;

/** The card's actions: the period (another period's card), print, and the PDF the server makes. */
function Actions({ employeeId, periodId, periods }: { employeeId: number; periodId: number; periods: ReadonlyArray<{ id: number; name: string }> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadPerformanceCard(employeeId, periodId));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }} data-print="hide">
      <IdSelect
        size="small"
        label={t('performanceCard.period')}
        value={periodId}
        onChange={(id) => id !== null && id !== periodId && void navigate(cardPath(employeeId, id))}
        options={periods}
        testId="card-period-picker"
        sx={{ minWidth: 180, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      />
      <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => window.print()} data-testid="card-print">
        {t('performanceCard.print')}
      </Button>
      <Button
        variant="contained"
        startIcon={downloading ? <CircularProgress size={18} color="inherit" /> : <FileDownloadIcon />}
        disabled={downloading}
        onClick={() => void download()}
        data-testid="card-pdf"
      >
        {t('performanceCard.downloadPdf')}
      </Button>
    </Box>
  );
}

/**
 * /performance-card/{id}/{period} (docs/product.md §7.6): an employee's results of a period for admins, the
 * employee and their direct manager (anyone else: the server's 404, shown as "not found"). What the viewer
 * sees follows the server's answer (`viewer`, each round's `visible`): docs/product.md §5.6, §5.9.
 */
export function PerformanceCardScreen({ employeeId, periodId }: { employeeId: number; periodId: number }) {
  const { t } = useTranslation();
  const query = usePerformanceCard(employeeId, periodId);
  const card = query.data;

  if (isApiError(query.error) && query.error.status === 404)
    return (
      <MessagePage
        testId="card-not-found"
        icon={<SearchOff color="action" sx={{ fontSize: 64 }} />}
        title={t('performanceCard.notFound.title')}
        message={t('performanceCard.notFound.message')}
      />
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1100 }} data-testid="performance-card">
      <GlobalStyles styles={PRINT_STYLES} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ScreenTitle title={t('performanceCard.title')} />
        {card && <Actions employeeId={employeeId} periodId={periodId} periods={card.periods} />}
      </Box>
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {query.isError && !card && (
        <LoadFailed onRetry={() => void query.refetch()}>
          {t('performanceCard.loadFailed')} {errorMessage(query.error, 'errors.fetchFailed')}
        </LoadFailed>
      )}
      {card && (
        <>
          <CardHeader card={card} />
          <PeriodSummary card={card} />
          <RoundResults card={card} />
          <GoalsTable goals={card.goals} />
          <CompetencyChart card={card} />
          <PartyMeans card={card} />
          <Memos card={card} />
          {card.calibration !== null && <CalibrationTrail entries={card.calibration} />}
          <Reviews card={card} />
        </>
      )}
    </Box>
  );
}
