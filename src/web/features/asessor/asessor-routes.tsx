import { Navigate, type RouteObject } from 'react-router';
import { page } from '#web/lib/lazy-page.ts';

/** The assessor area's pages, each loaded on first visit. */
export const asessorRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/asessor/beranda" replace /> },
  { path: 'beranda', element: page(() => import('./beranda/beranda-page')) },
  { path: 'status', element: page(() => import('./status-page')) },
  { path: 'asesmen', element: page(() => import('./kelola-asesmen-page')) },
  { path: 'hasil', element: page(() => import('./hasil-page')) },
  { path: 'hasil-gabungan', element: page(() => import('./hasil-gabungan-page')) },
  { path: 'ganti-password', element: page(() => import('./ganti-password-page')) },
  { path: 'keamanan', element: page(() => import('../auth/keamanan-akun-page')) },
  { path: 'pemantauan', element: page(() => import('./pemantauan-page')) },
  { path: 'rekan', element: page(() => import('./konfirmasi-rekan-page')) },
  { path: 'menunggu-aktivasi', element: page(() => import('./menunggu-aktivasi-page')) },
  { path: 'tindak-lanjut', element: page(() => import('./tindak-lanjut/daftar-tindak-lanjut-page')) },
  { path: 'tindak-lanjut/:id', element: page(() => import('./tindak-lanjut/rinci-tindak-lanjut-page')) },
];
