import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_DAYS } from '@performa/contracts/api/data-export';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { periodOf } from '../../../components/round-picker.tsx';
import { IdSelect } from '../../../components/ui/id-select.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { useSetSearchParam } from '../../../components/ui/url-tabs.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { param } from '../../../lib/list-params.ts';
import { notify } from '../../../lib/toast.ts';
import { BUTTON_HEIGHT } from '../../../theme/constants.ts';
import { isUnderWay, useDataExports } from '../api/list-data-exports.ts';
import { useStartDataExport } from '../api/start-data-export.ts';
import { DataExportList } from './data-export-list.tsx';

/** The sheets of the workbook, in their order (docs/product.md §6.7). */
const SHEETS = ['finalResults', 'skillResults', 'goalResults', 'evaluations', 'calibration'] as const;

/** The period in the URL (?period=): the chosen one, else the current, else the newest (as the other screens choose). */
const periodParam = param.id();

/** What the workbook holds and how long it is kept, the period and the button that starts an export. */
function StartExport({ underWay }: { underWay: boolean }) {
  const { t } = useTranslation();
  const periods = usePeriodOptions();
  const [search] = useSearchParams();
  const setParam = useSetSearchParam();
  const start = useStartDataExport();
  const list = periods.data ?? [];
  const chosen = periodParam.read(search.get('period'));
  const period = periodOf(list, chosen);

  const submit = () => {
    if (!period) return;
    start.mutate(
      { period: period.id },
      {
        onSuccess: () => notify.success(t('reporting.exports.start.started', { period: period.name })),
        // 409: another export of the project is under way; the server says so in the reader's language.
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  return (
    <SectionPanel title={t('reporting.exports.start.title')} level="h2" testId="data-export-start">
      <Typography variant="body2">{t('reporting.exports.start.intro')}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'flex', flexDirection: 'column', gap: 0.5 }} data-testid="data-export-sheets">
        {SHEETS.map((sheet) => (
          <Typography key={sheet} component="li" variant="body2">
            {t(`reporting.exports.start.sheets.${sheet}`)}
          </Typography>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="data-export-kept">
        {t('reporting.exports.start.kept', { count: DATA_EXPORT_DAYS })}
      </Typography>
      {periods.isSuccess && period === null ? (
        <Alert severity="info" data-testid="data-export-no-periods">
          {t('reporting.exports.start.noPeriods')}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          <IdSelect
            size="small"
            label={t('reporting.exports.start.period')}
            value={period?.id ?? null}
            onChange={(id) => id !== null && setParam('period', String(id))}
            options={list}
            testId="data-export-period"
            sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          />
          <Button
            variant="contained"
            onClick={submit}
            disabled={!period || start.isPending || underWay}
            startIcon={start.isPending ? <CircularProgress size={18} color="inherit" /> : <FileDownloadIcon />}
            // A label that wraps on a narrow phone grows the button rather than running out of it (docs/product.md §7.2).
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' }, height: 'auto', minHeight: BUTTON_HEIGHT }}
            data-testid="data-export-start-button"
          >
            {t('reporting.exports.start.button')}
          </Button>
        </Box>
      )}
      {underWay && (
        <Typography variant="body2" color="text.secondary" data-testid="data-export-under-way">
          {t('reporting.exports.start.underWay')}
        </Typography>
      )}
    </SectionPanel>
  );
}

/**
 * The Data exports tab of /reporting (docs/product.md §6.7, §7.6): the whole project's data of a period as
 * one workbook, made by a job; the list of exports with their progress, read again every 2 s while one is
 * being made, and each ready one's download.
 */
export function DataExportsTab() {
  const { t } = useTranslation();
  const exports = useDataExports();
  const items = exports.data ?? [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <StartExport underWay={items.some(isUnderWay)} />
      <SectionPanel title={t('reporting.exports.list.title')} level="h2" testId="data-exports">
        {exports.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={t('common.loading')} />
          </Box>
        )}
        {exports.isError && !exports.data && (
          <LoadFailed onRetry={() => void exports.refetch()} retrying={exports.isFetching} testId="data-exports-load-failed">
            {t('reporting.exports.list.loadFailed')}
          </LoadFailed>
        )}
        {exports.isSuccess &&
          (items.length === 0 ? (
            <Box data-testid="data-exports-empty">
              <Typography variant="body2">{t('reporting.exports.list.empty')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('reporting.exports.list.emptyHint')}
              </Typography>
            </Box>
          ) : (
            <DataExportList exports={items} />
          ))}
      </SectionPanel>
    </Box>
  );
}
