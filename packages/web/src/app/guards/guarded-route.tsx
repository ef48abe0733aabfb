import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense } from 'react';
import { Navigate } from 'react-router';
import { NoAccessPage } from '../../components/no-access-page.tsx';
import { usePrincipal } from '../../lib/session.ts';
import { decideAccess } from '../access.ts';
import type { AppRoute } from '../route-table.ts';

function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress />
    </Box>
  );
}

/** Renders a route's page if the shared rule allows it, otherwise redirects or shows the no-access page. */
export function GuardedRoute({ route }: { route: AppRoute }) {
  const principal = usePrincipal();
  if (!principal) return null;
  const decision = decideAccess(route.rule, route.refusal, principal);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'no-access') return <NoAccessPage />;
  const Page = route.page;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
