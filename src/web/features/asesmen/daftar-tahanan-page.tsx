import { DaftarPeserta } from './daftar-anak-page';

/** The detainee list (/user/asesmentahanan, D17): the child list's behaviour for records marked tahanan. */
export default function DaftarTahananPage() {
  return <DaftarPeserta kategori="tahanan" />;
}
