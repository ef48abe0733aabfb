import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { ToastHost } from '../components/toast-host.tsx';
import { UnsavedChangesProvider } from '../components/unsaved-changes.ts';
import { theme } from '../theme/theme.ts';

/** Shows the router's current location, for assertions on navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders with theme, a fresh query client (no retries), a memory data router at `route` (one catch-all
 * route, as app.tsx: blockers work) with the unsaved-changes guard, and toasts. `router` navigates in tests.
 */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <UnsavedChangesProvider>
            {ui}
            <LocationProbe />
          </UnsavedChangesProvider>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  return {
    queryClient,
    router,
    ...render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <ToastHost />
        </QueryClientProvider>
      </ThemeProvider>,
    ),
  };
}

/** Makes `matchMedia` answer as a screen of the given width (MUI's useMediaQuery reads it). */
export function setScreenWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
}
