import { useQuery } from '@tanstack/react-query';
import { kosongDataAsesmen, PESAN_GAGAL_MUAT_HASIL_GABUNGAN } from '#domain/messages.ts';
import { DaftarTabel } from '#web/components/ui/daftar.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { KepalaHasil } from './hasil/kepala-hasil';
import { GabunganRowView } from './hasil/gabungan-row';
import { daftarGabunganQuery, type FilterPrioritas } from './hasil/hasil-api';
import { KategoriSwitch, kategoriHasil } from './hasil/kategori-switch';
import { useBarisTerbuka, useDaftarBerhalaman } from '#web/lib/daftar-berhalaman.ts';
import { SelectField } from '#web/components/ui/field.tsx';
import { SaringPrioritas } from './tindak-lanjut/prioritas-badge';

/** Hasil Gabungan: every record of a category in the Rutan with notes and the combined report, one row open at a time. */
export default function HasilGabunganPage() {
  const daftar = useDaftarBerhalaman();
  const { q, page } = daftar;
  const [kategori, setKategori] = kategoriHasil(daftar);
  // Kritis first unless the assessor asks for the newest (issue 31.5).
  const urut = daftar.filter('urut') === 'terbaru' ? 'terbaru' : 'prioritas';
  // A priority from the address the server does not know is answered with its message (400).
  const prioritas = daftar.filter('prioritas') as FilterPrioritas | '';

  const list = useQuery(daftarGabunganQuery(kategori, q, page, urut, prioritas));
  const [open, setOpen] = useBarisTerbuka(list.data?.data.map((r) => r.registration_no));

  return (
    <>
      <KepalaHasil gabungan kategori={kategori} />
      <Panel>
        <DaftarTabel
          daftar={daftar}
          query={list}
          gagal={PESAN_GAGAL_MUAT_HASIL_GABUNGAN}
          saring={
            <>
              <KategoriSwitch value={kategori} onChange={setKategori} />
              <SelectField
                label="Urutkan"
                value={urut}
                onChange={(e) => daftar.setFilter('urut', e.target.value === 'terbaru' ? 'terbaru' : '')}
              >
                <option value="prioritas">Prioritas (Kritis dulu)</option>
                <option value="terbaru">Terbaru</option>
              </SelectField>
              <SaringPrioritas daftar={daftar} belumDinilai />
            </>
          }
          kepala={['No', 'No. Registrasi', 'Nama', 'Action', 'add note?', 'Notes']}
          caption="Hasil gabungan seluruh instrumen"
          kosong={kosongDataAsesmen}
        >
          {(r, no) => (
            <GabunganRowView
              key={r.id}
              row={r}
              no={no}
              expanded={open === r.registration_no}
              onToggle={() => setOpen(open === r.registration_no ? null : r.registration_no)}
            />
          )}
        </DaftarTabel>
      </Panel>
    </>
  );
}
