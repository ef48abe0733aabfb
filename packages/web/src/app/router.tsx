import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { GuardedRoute } from './guards/guarded-route.tsx';
import { PublicOnly } from './guards/public-only.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { APP_ROUTES } from './route-table.ts';
import { LoginRoute } from './routes/auth/login.tsx';
import { RegisterRoute } from './routes/auth/register.tsx';

// The shell (top bar, sidebar, menus) loads after sign-in: the login page does not carry it.
const AppShell = lazy(() => import('./app-shell.tsx'));
// The pages of the password links (docs/product.md §7.1) load when opened, not with the login page.
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password.tsx'));
const SetPasswordRoute = lazy(() => import('./routes/auth/set-password.tsx'));
// The platform operator's page (docs/product.md §7.12): outside the company app and its session.
const OperatorRoute = lazy(() => import('./routes/operator.tsx'));

/** Public auth pages; everything else behind the session, inside the shell, each behind its guard. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/auth/login" element={<LoginRoute />} />
          <Route path="/auth/register" element={<RegisterRoute />} />
          <Route
            path="/auth/forgot-password"
            element={
              <Suspense fallback={<LoadingOverlay />}>
                <ForgotPasswordRoute />
              </Suspense>
            }
          />
        </Route>
        {/* A link from an email works whoever is signed in on this browser: it signs its own account in. */}
        <Route
          path="/auth/set-password"
          element={
            <Suspense fallback={<LoadingOverlay />}>
              <SetPasswordRoute />
            </Suspense>
          }
        />
        <Route
          path="/operator"
          element={
            <Suspense fallback={<LoadingOverlay />}>
              <OperatorRoute />
            </Suspense>
          }
        />
        <Route element={<RequireSession />}>
          <Route
            element={
              <Suspense fallback={<LoadingOverlay />}>
                <AppShell />
              </Suspense>
            }
          >
            {APP_ROUTES.map((route) => (
              <Route key={route.path} path={route.path} element={<GuardedRoute route={route} />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Routes>
    </>
  );
}
