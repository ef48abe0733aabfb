import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadingOverlay } from '../components/loading-overlay.tsx';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { ScrollToTop } from '../components/scroll-to-top.tsx';
import { currentLanguage } from '../lib/i18n.ts';
import { lazyPage } from '../lib/lazy-page.ts';
import { GuardedRoute } from './guards/guarded-route.tsx';
import { PublicOnly } from './guards/public-only.tsx';
import { RequireSession } from './guards/require-session.tsx';
import { featureTextLoaders } from './feature-locales/loaders.ts';
import { APP_ROUTES, routeFor } from './route-table.ts';
import { LoginRoute } from './routes/auth/login.tsx';

// The shell (top bar, sidebar, menus) loads after sign-in: the login page does not carry it.
const { Page: AppShell, load: loadShell } = lazyPage(() => import('./app-shell.tsx'));
// Registration and the pages of the password links (docs/product.md §7.1) load when opened, not with the login page.
const RegisterRoute = lazy(() => import('./routes/auth/register.tsx').then((m) => ({ default: m.RegisterRoute })));
const ForgotPasswordRoute = lazy(() => import('./routes/auth/forgot-password.tsx'));
const SetPasswordRoute = lazy(() => import('./routes/auth/set-password.tsx'));
// The platform operator's page (docs/product.md §7.12): outside the company app and its session.
const OperatorRoute = lazy(() => import('./routes/operator.tsx'));

/**
 * A signed-in page opened from its address: the shell, the screens' texts in the reader's language, the
 * page and the project list start loading with the session's own requests instead of after them, so that
 * their downloads overlap (ADR 40).
 */
function preloadSignedIn(path: string) {
  void loadShell();
  // The project list with the session's requests: the shell shows a page only once it has it.
  void import('../api/projects.ts').then((projects) => projects.prefetchProjects());
  const lang = currentLanguage();
  if (lang !== 'en') void featureTextLoaders[lang]();
  void routeFor(path)?.load();
}

/** Public auth pages; everything else behind the session, inside the shell, each behind its guard. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/auth/login" element={<LoginRoute />} />
          <Route
            path="/auth/register"
            element={
              <Suspense fallback={<LoadingOverlay />}>
                <RegisterRoute />
              </Suspense>
            }
          />
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
        <Route element={<RequireSession preload={preloadSignedIn} />}>
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
