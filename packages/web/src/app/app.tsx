import { createBrowserRouter, RouterProvider } from 'react-router';
import { UnsavedChangesProvider } from '../components/unsaved-changes.ts';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

// A data router (React Router's blocker needs one) with one catch-all route: the routes themselves stay in <AppRoutes/>.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <UnsavedChangesProvider>
        <AppRoutes />
      </UnsavedChangesProvider>
    ),
  },
]);

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
