import type { RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

/** The child's pages: the list and the four sub tests. */
export const asesmenRoutes: RouteObject[] = [
  { path: '/user/asesmenanak', lazy: page(() => import('./daftar-anak-page')) },
  { path: '/asesmen/:instrument/:id', lazy: page(() => import('./subtes-page')) },
];
