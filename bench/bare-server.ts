// The ceiling every figure of `npm run bench` is set beside: plain Fastify routes on this machine,
// in the same run, with no database and no authentication.
// - GET /bare/page: a page of 50 rows shaped like the combined-results list;
// - PUT /bare/draft: parses a draft body like the child's autosave and answers like it.
import Fastify from 'fastify';

const rows = Array.from({ length: 50 }, (_, i) => ({
  id: 10_000 - i,
  registration_no: `B-${String(10_000 - i).padStart(6, '0')}`,
  name: `Anak Uji ${10_000 - i}`,
  selesai: ['pid5', 'psc17', 'dukungan', 'kognitif'],
  ada_catatan: false,
}));

const app = Fastify({ logger: false });
app.get('/bare/page', async () => ({ data: rows, total: 10_000, page: 1, per_page: 50 }));
app.put('/bare/draft', async (request) => {
  const body = request.body as { jawaban?: Record<string, unknown> };
  return { message: 'Draf jawaban tersimpan.', sisa_detik: Object.keys(body.jawaban ?? {}).length };
});
await app.listen({ port: Number(process.env.PORT ?? 3399), host: '127.0.0.1' });
console.log('ready');
