import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One card of the weights screen: title, a sentence of explanation, actions at the right. */
export function Section({
  title,
  intro,
  actions,
  children,
  testId,
}: {
  title: string;
  intro: string;
  actions?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }} data-testid={testId}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1.5, mb: 2.5 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {intro}
          </Typography>
        </Box>
        {actions && <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
