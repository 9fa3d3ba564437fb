import { Badge } from '#web/components/ui/badge.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { InputField, Opsi, SelectField } from '#web/components/ui/field.tsx';
import { Td } from '#web/components/ui/table.tsx';
import { KartuAtauTabel, Termuat } from '#web/components/ui/daftar.tsx';
import { formatWib } from '#web/lib/format.ts';
import { labelAksi, labelPeran } from './akun/aksi-audit';
import { Kartu } from '#web/components/ui/kartu.tsx';
import { pelaku, useAuditFilters, useAuditPage } from './akun/akun-api';
import { Pager } from '#web/components/ui/pager.tsx';
import { PER_PAGE, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { KATA_KUNCI_MAKS } from '#contract/batas.ts';

/** Log Audit (D2): who did what to which record, when and from where; newest first, paged, filtered. */
export default function AuditPage() {
  const { search, setSearch, q, page, setPage, filter, setFilter } = useDaftarBerhalaman();
  const actor = filter('actor');
  const action = filter('action');

  const filters = useAuditFilters();
  const halaman = useAuditPage({ page, per_page: PER_PAGE, ...pelaku(actor), action, q });
  const filtered = Boolean(actor || action || q.trim());
  const emptyText = filtered ? 'Tidak ada catatan yang cocok dengan filter.' : 'Belum ada catatan audit.';

  return (
    <>
      <PageHeader
        title="Log Audit"
        description="Catatan siapa melakukan apa, pada data mana, kapan (WIB) dan dari alamat mana. Terbaru di atas."
      />
      <Panel>
        <div className="mb-4 grid gap-3 sm:grid-cols-3">
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
          <InputField
            label="Cari"
            type="search"
            name="q"
            value={search}
            onValue={setSearch}
            placeholder="Nama, data, alamat..."
            maxLength={KATA_KUNCI_MAKS}
          />
        </div>

        <Termuat query={halaman} gagal="Gagal memuat log audit">
          {(data) => (
            <>
              <KartuAtauTabel
                baris={data.data}
                kosong={emptyText}
                kepala={['Waktu', 'Peran', 'Pelaku', 'Aksi', 'Data', 'Alamat']}
                caption="Log audit"
                kartu={(e) => (
                  <Kartu
                    key={e.id}
                    title={labelAksi(e.action, e.kategori)}
                    badges={<Badge tone={e.role === 'admin' ? 'brand' : 'neutral'}>{labelPeran(e.role, e.kategori)}</Badge>}
                    rows={[
                      ['Waktu', formatWib(e.at)],
                      ['Pelaku', e.actor_name ?? '-'],
                      [
                        'Data',
                        <>
                          {e.target ?? '-'}
                          {e.detail && <span className="block text-sm text-slate-600">{e.detail}</span>}
                        </>,
                      ],
                      ['Alamat', <span className="font-mono text-sm">{e.ip ?? '-'}</span>],
                    ]}
                  />
                )}
                barisTabel={(e) => (
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
              />
              <Pager
                page={page}
                perPage={PER_PAGE}
                total={data.total}
                onPage={setPage}
                satuan="catatan"
                busy={halaman.isFetching}
              />
            </>
          )}
        </Termuat>
      </Panel>
    </>
  );
}
