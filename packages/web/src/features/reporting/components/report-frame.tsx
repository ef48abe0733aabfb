import ImageIcon from '@mui/icons-material/Image';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu, type SheetFormat } from '../../../components/ui/export-menu.tsx';
import type { DownloadedFile } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { saveChartPng } from './chart-png.ts';

export interface ReportFrameProps {
  /** The report's name (its heading) and what it shows. */
  title: string;
  intro: string;
  /** The report's filters (ReportFilters). */
  filters: ReactNode;
  /** The chart: a lazily loaded picture of the table below (it loads inside a Suspense, its height kept). */
  chart: ReactNode;
  chartTitle: string;
  chartHeight: number;
  /** Below this width the chart scrolls sideways in its own box instead of squeezing its labels. */
  chartMinWidth?: number;
  /** The table: the same figures, and the text alternative of the chart. */
  table: ReactNode;
  /** Nothing to show (no period, no result): this message instead of the chart and the table. */
  empty: string | null;
  loading: boolean;
  error: unknown;
  /** The table as XLSX or CSV with the same filters. */
  download: (format: SheetFormat) => Promise<DownloadedFile>;
  /** The file names' stem (`report-<name>`) and the test ids' prefix (`report-<name>`). */
  name: string;
}

/**
 * One report of the reporting screen (docs/product.md §7.10): its heading with the export (XLSX or CSV), its
 * filters, the chart (a captioned figure with "Download PNG") and its table below. The chart is a picture
 * named by its caption; the table reads the same figures.
 */
export function ReportFrame(props: ReportFrameProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const picture = useRef<HTMLDivElement>(null);
  const [drawing, setDrawing] = useState(false);
  const testId = `report-${props.name}`;
  const savePng = async () => {
    if (!picture.current) return;
    setDrawing(true);
    try {
      await saveChartPng(picture.current, `report-${props.name}`);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setDrawing(false);
    }
  };
  return (
    <Box component="section" aria-labelledby={`${captionId}-title`} data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5 }}>
        <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
          <Typography variant="h6" component="h2" id={`${captionId}-title`}>
            {props.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {props.intro}
          </Typography>
        </Box>
        <ExportMenu label={t('reporting.reports.export')} download={props.download} testId={`${testId}-export`} />
      </Box>
      {props.filters}
      {props.error ? (
        <Alert severity="error" data-testid={`${testId}-error`}>
          {errorMessage(props.error)}
        </Alert>
      ) : props.loading ? (
        <Skeleton variant="rounded" height={props.chartHeight} />
      ) : props.empty !== null ? (
        <Alert severity="info" data-testid={`${testId}-empty`}>
          {props.empty}
        </Alert>
      ) : (
        <>
          <Paper variant="outlined" component="figure" aria-labelledby={captionId} sx={{ m: 0, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
              <Typography component="figcaption" id={captionId} variant="subtitle2">
                {props.chartTitle}
              </Typography>
              <Button size="small" startIcon={<ImageIcon />} onClick={() => void savePng()} disabled={drawing} data-testid={`${testId}-png`}>
                {t('reporting.reports.png')}
              </Button>
            </Box>
            <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', minWidth: 0 }}>
              <Box
                ref={picture}
                role="img"
                aria-labelledby={captionId}
                data-testid={`${testId}-chart`}
                sx={{ minWidth: props.chartMinWidth ?? 0, width: '100%', bgcolor: 'background.paper' }}
              >
                <Suspense fallback={<Skeleton variant="rounded" height={props.chartHeight} />}>{props.chart}</Suspense>
              </Box>
            </Box>
          </Paper>
          {props.table}
        </>
      )}
    </Box>
  );
}
