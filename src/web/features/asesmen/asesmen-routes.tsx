import type { RouteObject } from 'react-router';
import { page } from '#web/lib/lazy-page.ts';
import { mulaiMuatSubtes } from './asesmen-api';

/** The child's pages (the list and the four sub tests) and the detainee's; a sub test's GET starts with its code. */
export const asesmenRoutes: RouteObject[] = [
  { path: '/user/asesmenanak', element: page(() => import('./daftar-anak-page')) },
  { path: '/asesmen/:instrument/:id', element: page(() => import('./subtes-page'), mulaiMuatSubtes) },
  // D21: the first page, the person's own assent, before the first sub test (of either list).
  { path: '/asesmen/kesediaan/:id', element: page(() => import('./kesediaan-page')) },
  { path: '/asesmen-tahanan/kesediaan/:id', element: page(() => import('./kesediaan-tahanan-page')) },
  // The detainee assessment (D17): its list and its sub tests.
  { path: '/user/asesmentahanan', element: page(() => import('./daftar-tahanan-page')) },
  { path: '/asesmen-tahanan/:instrument/:id', element: page(() => import('./subtes-tahanan-page'), mulaiMuatSubtes) },
];
