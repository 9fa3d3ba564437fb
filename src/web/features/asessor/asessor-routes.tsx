import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

/** The assessor area's pages, each loaded on first visit. */
export const asessorRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/asessor/status" replace /> },
  { path: 'status', lazy: page(() => import('./status-page')) },
  { path: 'asesmen', lazy: page(() => import('./kelola-asesmen-page')) },
  { path: 'hasil', lazy: page(() => import('./hasil-page')) },
  { path: 'hasil-gabungan', lazy: page(() => import('./hasil-gabungan-page')) },
  { path: 'ganti-password', lazy: page(() => import('./ganti-password-page')) },
  { path: 'pemantauan', lazy: page(() => import('./pemantauan-page')) },
];
