import { createBrowserRouter } from 'react-router';
import { adminRoutes } from './features/admin/admin-routes';
import { asesmenRoutes } from './features/asesmen/asesmen-routes';
import { asessorRoutes } from './features/asessor/asessor-routes';
import RootLayout from './components/layout/root-layout';
import RouteError from './features/errors/route-error';
import { page } from './lib/lazy-page';

/** Every route of seed-spec section 2; each area's pages load lazily, a failed chunk reloads once. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: page(() => import('./features/landing/landing-page')) },
      { path: '/login/admin', lazy: page(() => import('./features/auth/login-admin-page')) },
      { path: '/login/asessor', lazy: page(() => import('./features/auth/login-asessor-page')) },
      { path: '/admin/logout', lazy: page(() => import('./features/auth/logout-admin-page')) },
      { path: '/asessor/logout', lazy: page(() => import('./features/auth/logout-asessor-page')) },
      { path: '/admin', lazy: page(() => import('./features/admin/admin-layout')), children: adminRoutes },
      { path: '/asessor', lazy: page(() => import('./features/asessor/asessor-layout')), children: asessorRoutes },
      ...asesmenRoutes,
      { path: '*', lazy: page(() => import('./features/errors/not-found-page')) },
    ],
  },
]);
