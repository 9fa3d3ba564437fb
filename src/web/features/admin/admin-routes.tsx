import { Navigate, type RouteObject } from 'react-router';
import { page } from '../../lib/lazy-page';

/** The admin area's pages, each loaded on first visit. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/laporan" replace /> },
  { path: 'laporan', lazy: page(() => import('./laporan-terbaru-page')) },
  { path: 'add', lazy: page(() => import('./tambah-asessor-page')) },
  { path: 'status', lazy: page(() => import('./kelola-akun-page')) },
  { path: 'soal', lazy: page(() => import('./kelola-soal-page')) },
  { path: 'upload-gambar-kognitif', lazy: page(() => import('./gambar-kognitif-page')) },
  { path: 'audit', lazy: page(() => import('./audit-page')) },
];
