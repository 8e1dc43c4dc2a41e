import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { paths } from '@poshak/shared-ui/paths';
import App from './app/app';

// Standalone, the back-office is mounted at /admin/* exactly as the shell mounts it.
const router = createBrowserRouter([
  { path: `${paths.admin.root}/*`, element: <App /> },
  { path: '*', element: <Navigate replace to={paths.admin.root} /> },
]);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
