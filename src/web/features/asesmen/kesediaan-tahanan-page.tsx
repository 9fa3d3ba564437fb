import { KesediaanView } from './kesediaan-page';

/** The detainee's first page (/asesmen-tahanan/kesediaan/{id}, D17, D21). */
export default function KesediaanTahananPage() {
  return <KesediaanView kategori="tahanan" />;
}
