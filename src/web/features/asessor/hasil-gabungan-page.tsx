import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { KOSONG_DATA_ASESMEN, kosongPencarian, PESAN_GAGAL_MUAT_HASIL_GABUNGAN } from '#domain/messages.ts';
import { TermuatBerhalaman } from '#web/components/ui/daftar.tsx';
import { Panel, PageHeader } from '#web/components/ui/panel.tsx';
import { Table, IsiTabel } from '#web/components/ui/table.tsx';
import { EksporLinks } from './hasil/ekspor-links';
import { GabunganRowView } from './hasil/gabungan-row';
import { daftarGabunganQuery, type FilterPrioritas } from './hasil/hasil-api';
import { KategoriSwitch, denganKategori, kategoriHasil } from './hasil/kategori-switch';
import { PER_PAGE, useBarisTerbuka, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { SearchField } from '#web/components/ui/search-field.tsx';
import { buttonClass } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/field.tsx';
import { BELUM_DINILAI, SEMUA_PRIORITAS } from '#domain/tindak-lanjut.ts';

/** Hasil Gabungan: every record of a category in the Rutan with notes and the combined report, one row open at a time. */
export default function HasilGabunganPage() {
  const daftar = useDaftarBerhalaman();
  const { search, setSearch, q, page, setPage } = daftar;
  const [kategori, setKategori] = kategoriHasil(daftar);
  const [open, setOpen] = useBarisTerbuka<string>(daftar);
  // Kritis first unless the assessor asks for the newest (issue 31.5).
  const urut = daftar.filter('urut') === 'terbaru' ? 'terbaru' : 'prioritas';
  // A priority from the address the server does not know is answered with its message (400).
  const prioritas = daftar.filter('prioritas') as FilterPrioritas | '';

  const list = useQuery(daftarGabunganQuery(kategori, q, page, urut, prioritas));

  return (
    <>
      <PageHeader
        title="Hasil Gabungan Seluruh Instrumen"
        actions={
          <>
            <Link to={denganKategori('/asessor/hasil', kategori)} className={buttonClass({ variant: 'secondary' })}>
              <ArrowLeft className="size-5" aria-hidden />
              Kembali
            </Link>
            <EksporLinks kategori={kategori} />
          </>
        }
      />
      <Panel>
        <div className="mb-4 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <KategoriSwitch value={kategori} onChange={setKategori} />
          <SelectField
            label="Urutkan"
            value={urut}
            onChange={(e) => daftar.setFilter('urut', e.target.value === 'terbaru' ? 'terbaru' : '')}
          >
            <option value="prioritas">Prioritas (Kritis dulu)</option>
            <option value="terbaru">Terbaru</option>
          </SelectField>
          <SelectField label="Prioritas" value={prioritas} onChange={(e) => daftar.setFilter('prioritas', e.target.value)}>
            <option value="">Semua prioritas</option>
            {[...SEMUA_PRIORITAS, BELUM_DINILAI].map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </SelectField>
          <SearchField value={search} onChange={setSearch} />
        </div>
        <TermuatBerhalaman query={list} gagal={PESAN_GAGAL_MUAT_HASIL_GABUNGAN} page={page} perPage={PER_PAGE} onPage={setPage}>
          {({ data: rows }) => (
            <div className="@container">
              <Table
                head={['No', 'No. Registrasi', 'Nama', 'Action', 'add note?', 'Notes']}
                caption="Hasil gabungan seluruh instrumen"
                cards
              >
                <IsiTabel baris={rows} kolom={6} kosong={q.trim() ? kosongPencarian(q.trim()) : KOSONG_DATA_ASESMEN}>
                  {(r, i) => (
                    <GabunganRowView
                      key={r.id}
                      row={r}
                      no={(page - 1) * PER_PAGE + i + 1}
                      expanded={open === r.registration_no}
                      onToggle={() => setOpen(open === r.registration_no ? null : r.registration_no)}
                    />
                  )}
                </IsiTabel>
              </Table>
            </div>
          )}
        </TermuatBerhalaman>
      </Panel>
    </>
  );
}
