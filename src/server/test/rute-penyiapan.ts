/**
 * The assessor routes open to an account still being set up (a temporary password, awaiting a
 * colleague, a second factor required): me, logout, the password change, its second factor and its
 * sessions (D15, D18). None reads a child's data. The route-guard and activation tests expect exactly these.
 */
export const RUTE_PENYIAPAN_ASESSOR: ReadonlySet<string> = new Set([
  'GET /api/auth/me',
  'POST /api/asessors/logout/:asessorId',
  'POST /api/asessors/password',
  'GET /api/asessors/dua-faktor',
  'POST /api/asessors/dua-faktor/mulai',
  'POST /api/asessors/dua-faktor/aktifkan',
  'POST /api/asessors/dua-faktor/kode-pemulihan',
  'POST /api/asessors/dua-faktor/nonaktifkan',
  'GET /api/asessors/sesi',
  'DELETE /api/asessors/sesi/:sesiId',
]);
