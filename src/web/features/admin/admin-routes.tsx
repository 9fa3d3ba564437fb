import { Navigate, type RouteObject } from 'react-router';
import { page } from '#web/lib/lazy-page.ts';

/** The admin area's pages, each loaded on first visit. */
export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/laporan" replace /> },
  { path: 'laporan', element: page(() => import('./laporan-terbaru-page')) },
  { path: 'add', element: page(() => import('./tambah-asessor-page')) },
  { path: 'status', element: page(() => import('./kelola-akun-page')) },
  { path: 'soal', element: page(() => import('./kelola-soal-page')) },
  { path: 'baterai', element: page(() => import('./soal/baterai-editor')) },
  { path: 'upload-gambar-kognitif', element: page(() => import('./gambar-kognitif-page')) },
  { path: 'lokasi', element: page(() => import('./kelola-lokasi-page')) },
  { path: 'audit', element: page(() => import('./audit-page')) },
  { path: 'keamanan', element: page(() => import('../auth/keamanan-akun-page')) },
];
