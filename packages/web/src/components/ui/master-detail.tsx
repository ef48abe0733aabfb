import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, type ReactNode } from 'react';

interface MasterDetailProps {
  master: ReactNode;
  /** The picked item's details; null shows the hint. */
  detail: ReactNode | null;
  hint: string;
  /** What is picked (an id). When it changes on a phone, the details below the list scroll into view. */
  selectedKey: string | number | null;
}

/** A list to pick from beside (on phones: above) the picked item's details (docs/product.md §9.2). */
export function MasterDetail({ master, detail, hint, selectedKey }: MasterDetailProps) {
  const theme = useTheme();
  const stacked = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const details = useRef<HTMLDivElement>(null);
  // The key scrolled to last; it starts as the first render's, so a page opened with a choice starts at its top.
  const scrolledFor = useRef(selectedKey);
  const shown = detail !== null && detail !== undefined;
  useEffect(() => {
    // Once per pick, when its details are there (they load after the click and make the page tall enough).
    if (!stacked || !shown || selectedKey === null || scrolledFor.current === selectedKey) return;
    scrolledFor.current = selectedKey;
    details.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [selectedKey, shown, stacked]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
        {master}
      </Paper>
      {/* Below the fixed top bar when scrolled to. */}
      <Paper ref={details} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, scrollMarginTop: 72 }} data-testid="master-detail-details">
        {detail ?? (
          <Typography color="text.secondary" data-testid="detail-hint">
            {hint}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
