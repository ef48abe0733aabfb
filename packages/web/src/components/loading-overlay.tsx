import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { LOADING_OVERLAY_Z_INDEX } from '../theme/constants.ts';

/** Full-screen white overlay with a large spinner, shown while the user's data loads and while logging out. */
export function LoadingOverlay() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="loading-overlay"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: LOADING_OVERLAY_Z_INDEX,
        bgcolor: '#fff',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <CircularProgress size={80} thickness={3.6} aria-label={t('common.loading')} />
    </Box>
  );
}
