import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { DataExport, DataExportState } from '@performa/contracts/api/data-export';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { percentText } from '../../../lib/numbers.ts';
import { notify } from '../../../lib/toast.ts';
import { useDownloadDataExport } from '../api/download-data-export.ts';
import { fileSize } from './file-size.ts';

const STATE_COLOURS: Record<DataExportState, ChipProps['color']> = {
  queued: 'default',
  running: 'info',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

/** What an export's state means for it: the progress while it is made, the size and expiry once ready, what to do when it failed or expired. */
function StateDetail({ item }: { item: DataExport }) {
  const { t, i18n } = useTranslation();
  const testId = `data-export-${item.id}`;
  if (item.state === 'queued' || item.state === 'running') {
    const progress = Math.min(100, Math.max(0, item.progress));
    const percent = percentText(progress);
    return (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <LinearProgress
            variant="determinate"
            value={progress}
            aria-label={t('reporting.exports.list.progress', { period: item.period.name })}
            aria-valuetext={percent}
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-percent`}>
            {percent}
          </Typography>
        </Box>
        {item.state === 'queued' && (
          <Typography variant="body2" color="text.secondary">
            {t('reporting.exports.list.waiting')}
          </Typography>
        )}
      </>
    );
  }
  if (item.state === 'ready') {
    const size = item.size === null ? null : fileSize(item.size);
    return (
      <Typography variant="body2" color="text.secondary" data-testid={`${testId}-detail`}>
        {t('reporting.exports.list.ready', {
          size: size ? t(`reporting.exports.list.size.${size.unit}`, { value: size.value }) : '—',
          date: item.expires_at ? formatMoment(item.expires_at, i18n.language) : '—',
        })}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" color={item.state === 'failed' ? 'error' : 'text.secondary'} data-testid={`${testId}-detail`}>
      {item.state === 'failed'
        ? t('reporting.exports.list.failed')
        : t('reporting.exports.list.expired', { date: item.expires_at ? formatMoment(item.expires_at, i18n.language) : '—' })}
    </Typography>
  );
}

/**
 * The data exports, newest first (docs/product.md §6.7), each a card: the period, who asked for it and
 * when, its state with the progress, size and expiry, and Download once ready. The cards wrap their parts
 * onto more lines on a phone, so that nothing is cut and the button stays in reach (§7.2).
 */
export function DataExportList({ exports }: { exports: readonly DataExport[] }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadDataExport();
  const save = (item: DataExport) => download.mutate(item.id, { onError: (error) => notify.error(errorMessage(error)) });
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }} data-testid="data-export-list">
      {exports.map((item) => {
        const testId = `data-export-${item.id}`;
        const downloading = download.isPending && download.variables === item.id;
        return (
          <Paper
            key={item.id}
            component="li"
            variant="outlined"
            data-testid={testId}
            sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} data-testid={`${testId}-period`}>
                {item.period.name}
              </Typography>
              <Typography variant="body2" color="text.secondary" data-testid={`${testId}-requested`}>
                {t('reporting.exports.list.requested', { name: item.requested_by, date: formatMoment(item.created_at, i18n.language) })}
              </Typography>
            </Box>
            <Box sx={{ flex: '1 1 220px', minWidth: 0, display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: 0.75 }}>
              <Chip
                size="small"
                variant={item.state === 'expired' ? 'outlined' : 'filled'}
                color={STATE_COLOURS[item.state]}
                label={t(`reporting.exports.list.state.${item.state}`)}
                sx={{ alignSelf: 'flex-start' }}
                data-testid={`${testId}-state`}
              />
              <StateDetail item={item} />
            </Box>
            {item.state === 'ready' && (
              <Button
                variant="outlined"
                onClick={() => save(item)}
                disabled={downloading}
                startIcon={downloading ? <CircularProgress size={18} color="inherit" /> : <FileDownloadIcon />}
                aria-label={t('reporting.exports.list.downloadLabel', { period: item.period.name })}
                sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
                data-testid={`${testId}-download`}
              >
                {t('reporting.exports.list.download')}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
