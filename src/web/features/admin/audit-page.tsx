import { Badge } from '#web/components/ui/badge.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { Opsi, SelectField } from '#web/components/ui/field.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { formatWib } from '#web/lib/format.ts';
import { labelAksi, labelPeran } from './akun/aksi-audit';
import { pelaku, useAuditFilters, useAuditPage } from './akun/akun-api';
import { PER_PAGE, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';

/** Log Audit (D2): who did what to which record, when and from where; newest first, paged, filtered. */
export default function AuditPage() {
  const daftar = useDaftarBerhalaman();
  const { q, page, filter, setFilter } = daftar;
  const actor = filter('actor');
  const action = filter('action');

  const filters = useAuditFilters();
  const halaman = useAuditPage({ page, per_page: PER_PAGE, ...pelaku(actor), action, q });

  return (
    <>
      <PageHeader
        title="Log Audit"
        description="Catatan siapa melakukan apa, pada data mana, kapan (WIB) dan dari alamat mana. Terbaru di atas."
      />
      <Panel>
        <DaftarTabel
          daftar={daftar}
          query={halaman}
          gagal="Gagal memuat log audit"
          saring={
            <>
              <SelectField label="Pelaku" name="actor" value={actor} onChange={(e) => setFilter('actor', e.target.value)}>
                <option value="">Semua pelaku</option>
                {filters.data?.actors.map((a) => (
                  <option key={`${a.role}:${a.actor_id}`} value={`${a.role}:${a.actor_id}`}>
                    {a.actor_name ?? `#${a.actor_id}`} ({labelPeran(a.role)})
                  </option>
                ))}
              </SelectField>
              <SelectField label="Aksi" name="action" value={action} onChange={(e) => setFilter('action', e.target.value)}>
                <option value="">Semua aksi</option>
                <Opsi daftar={filters.data?.actions ?? []} label={labelAksi} />
              </SelectField>
            </>
          }
          cari={{ label: 'Cari', placeholder: 'Nama, data, alamat...' }}
          satuan="catatan"
          kepala={['Waktu', 'Peran', 'Pelaku', 'Aksi', 'Data', 'Alamat']}
          caption="Log audit"
          kosong={(cari) =>
            cari || actor || action ? 'Tidak ada catatan yang cocok dengan filter.' : 'Belum ada catatan audit.'
          }
        >
          {(e) => (
            <tr key={e.id} data-testid="audit-baris">
              {/* Date over time in a narrower column: the six columns fit a 1280 px screen without scrolling (issue 32). */}
              <Td className="min-w-40">{formatWib(e.at)}</Td>
              <Td>
                <Badge tone={e.role === 'admin' ? 'brand' : 'neutral'}>{labelPeran(e.role, e.kategori)}</Badge>
              </Td>
              <Td className="font-semibold text-slate-900">{e.actor_name ?? '-'}</Td>
              <Td>{labelAksi(e.action, e.kategori)}</Td>
              <Td className="min-w-48 max-w-80">
                <span className="break-words">{e.target ?? '-'}</span>
                {e.detail && <span className="block break-words text-sm text-slate-600">{e.detail}</span>}
              </Td>
              <Td className="whitespace-nowrap font-mono text-sm">{e.ip ?? '-'}</Td>
            </tr>
          )}
        </DaftarTabel>
      </Panel>
    </>
  );
}
