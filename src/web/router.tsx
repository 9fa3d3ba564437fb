import { Component, type ReactNode } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { adminRoutes } from './features/admin/admin-routes';
import { asesmenRoutes } from './features/asesmen/asesmen-routes';
import { asessorRoutes } from './features/asessor/asessor-routes';
import RootLayout from './components/layout/root-layout';
import RouteError from './features/errors/route-error';
import { page } from './lib/lazy-page';

/**
 * Every route of seed-spec section 2; each area's pages load lazily. React Router's declarative mode:
 * none of its data APIs (loaders, actions, fetchers) are used, and its data router weighs twice as much
 * on the first page (ADR 017).
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: page(() => import('./features/landing/landing-page')) },
      { path: '/login/admin', element: page(() => import('./features/auth/login-admin-page')) },
      { path: '/login/asessor', element: page(() => import('./features/auth/login-asessor-page')) },
      { path: '/admin/logout', element: page(() => import('./features/auth/logout-admin-page')) },
      { path: '/asessor/logout', element: page(() => import('./features/auth/logout-asessor-page')) },
      { path: '/admin', element: page(() => import('./features/admin/admin-layout')), children: adminRoutes },
      { path: '/asessor', element: page(() => import('./features/asessor/asessor-layout')), children: asessorRoutes },
      ...asesmenRoutes,
      { path: '*', element: page(() => import('./features/errors/not-found-page')) },
    ],
  },
];

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}

function AppRoutes() {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

interface BoundaryState {
  pathname: string;
  failed: boolean;
  error?: unknown;
}

/** A page that failed to load or render shows RouteError in place of every page until the next navigation. */
class RouteErrorBoundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  state: BoundaryState = { pathname: this.props.pathname, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.pathname === state.pathname) return null;
    return { pathname: props.pathname, failed: false, error: undefined };
  }

  render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
