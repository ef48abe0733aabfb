import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportError, ImportResult } from '@performa/contracts/api/employees';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadedFile } from '../../lib/api-client.ts';
import { isApiError } from '../../lib/api-error.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { notify } from '../../lib/toast.ts';
import type { SheetFormat } from './export-menu.tsx';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Downloads the template in a format (a call of the feature's api folder). */
  template: (format: SheetFormat) => Promise<DownloadedFile>;
  /** Sends the chosen file (a call of the feature's api folder). */
  upload: (file: File) => Promise<ImportResult>;
  onImported?: (result: ImportResult) => void;
  /** What the file holds (its columns and how rows are matched), shown under the introduction. */
  help?: string;
}

/** An import refused as a whole (HTTP 422): every row error, already translated by the server. */
export class ImportRefusedError extends Error {
  constructor(
    readonly detail: string,
    readonly errors: ImportError[],
  ) {
    super(detail);
    this.name = 'ImportRefusedError';
  }
}

function rowErrorsOf(body: unknown): ImportError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is ImportError => typeof e === 'object' && e !== null && typeof e.row === 'number' && typeof e.message === 'string');
}

/** Uploads an import file; a refused file (422) becomes an ImportRefusedError with every row error. */
async function uploadImport(upload: (file: File) => Promise<ImportResult>, file: File): Promise<ImportResult> {
  try {
    return await upload(file);
  } catch (error) {
    if (isApiError(error) && error.status === 422) throw new ImportRefusedError(error.detail ?? '', rowErrorsOf(error.body));
    throw error;
  }
}

const ACCEPT = '.xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv';

/**
 * The import dialog every import screen shares: download the template (XLSX or CSV), choose a
 * file, upload it. A refused file (422) lists every row error (row, column, message); a field
 * error (400) or any other refusal is shown above; success toasts the created/updated counts.
 */
export function ImportDialog({ open, onClose, title, template, upload: send, onImported, help }: ImportDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState<'xlsx' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rowErrors, setRowErrors] = useState<ImportError[]>([]);

  const reset = () => {
    setFile(null);
    setError(null);
    setRowErrors([]);
  };
  const close = () => {
    if (uploading) return;
    reset();
    onClose();
  };

  const downloadTemplate = async (format: 'xlsx' | 'csv') => {
    setDownloading(format);
    try {
      saveFile(await template(format));
    } catch (e) {
      notify.error(errorMessage(e));
    } finally {
      setDownloading(null);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after it was fixed.
    event.target.value = '';
    if (!chosen) return;
    setFile(chosen);
    setError(null);
    setRowErrors([]);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    setError(null);
    setRowErrors([]);
    try {
      const result = await uploadImport(send, file);
      notify.success(t('importDialog.done', { created: result.created, updated: result.updated }));
      onImported?.(result);
      reset();
      onClose();
    } catch (e) {
      if (e instanceof ImportRefusedError) {
        setError(e.detail || t('errors.generic'));
        setRowErrors(e.errors);
      } else if (isApiError(e) && e.fieldErrors) {
        setError(Object.values(e.fieldErrors).flat().join(' '));
      } else {
        setError(errorMessage(e));
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" data-testid="import-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <Typography variant="body2" color="text.secondary">
            {t('importDialog.intro')}
          </Typography>
          {help && (
            <Typography variant="body2" data-testid="import-help">
              {help}
            </Typography>
          )}
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('importDialog.step1')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {(['xlsx', 'csv'] as const).map((format) => (
                <Button
                  key={format}
                  variant="outlined"
                  onClick={() => void downloadTemplate(format)}
                  disabled={downloading !== null}
                  startIcon={downloading === format ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
                  data-testid={`import-template-${format}`}
                >
                  {t(format === 'xlsx' ? 'importDialog.templateXlsx' : 'importDialog.templateCsv')}
                </Button>
              ))}
            </Stack>
          </Box>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
              {t('importDialog.step2')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
              <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading} data-testid="import-choose-file">
                {t('common.chooseFile')}
                <input hidden type="file" accept={ACCEPT} onChange={choose} data-testid="import-file-input" />
              </Button>
              <Typography variant="body2" data-testid="import-file-name" sx={{ overflowWrap: 'anywhere', color: file ? 'text.primary' : 'text.secondary' }}>
                {file ? file.name : t('importDialog.noFile')}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {t('importDialog.accepted')}
            </Typography>
          </Box>
          {uploading && (
            <Box data-testid="import-progress">
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                {t('importDialog.importing')}
              </Typography>
              <LinearProgress />
            </Box>
          )}
          {error && (
            <Alert severity="error" data-testid="import-error">
              {error}
              {rowErrors.length > 0 && (
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {t('importDialog.errorCount', { count: rowErrors.length })}
                </Box>
              )}
            </Alert>
          )}
          {rowErrors.length > 0 && (
            <TableContainer sx={{ maxHeight: 320, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Table size="small" stickyHeader data-testid="import-errors" sx={{ '& td, & th': { px: { xs: 1, sm: 2 } } }}>
                <TableHead>
                  <TableRow>
                    <TableCell sx={{ width: { sm: 80 } }}>{t('importDialog.row')}</TableCell>
                    <TableCell sx={{ width: { sm: 180 } }}>{t('importDialog.column')}</TableCell>
                    <TableCell>{t('importDialog.message')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rowErrors.map((e, i) => (
                    <TableRow key={`${e.row}-${e.column}-${i}`} data-testid="import-error-row">
                      <TableCell>{e.row}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: { xs: '0.75rem', sm: '0.875rem' } }}>{e.column}</TableCell>
                      <TableCell>{e.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={uploading} data-testid="import-cancel">
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void upload()}
          disabled={!file || uploading}
          startIcon={uploading ? <CircularProgress size={18} color="inherit" /> : undefined}
          data-testid="import-submit"
        >
          {t('common.import')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
