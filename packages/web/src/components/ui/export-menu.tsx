import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile, type DownloadedFile } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { notify } from '../../lib/toast.ts';

export type SheetFormat = 'xlsx' | 'csv';

export interface ExportMenuProps {
  /** The button's text. */
  label: string;
  /** Downloads the export in a format (a call of the feature's api folder). */
  download: (format: SheetFormat) => Promise<DownloadedFile>;
  /** Prefix of the test ids: `<testId>`, `<testId>-xlsx`, `<testId>-csv`. */
  testId: string;
}

/** A download button that offers the export as XLSX or CSV and saves the file. */
export function ExportMenu({ label, download, testId }: ExportMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: SheetFormat) => {
    setAnchor(null);
    setBusy(true);
    try {
      saveFile(await download(format));
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : <FileDownloadIcon />}
        aria-haspopup="menu"
        data-testid={testId}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('xlsx')} data-testid={`${testId}-xlsx`}>
          {t('common.exportXlsx')}
        </MenuItem>
        <MenuItem onClick={() => void run('csv')} data-testid={`${testId}-csv`}>
          {t('common.exportCsv')}
        </MenuItem>
      </Menu>
    </>
  );
}
