import { SubtesView } from './subtes-page';

/** A detainee's sub test (/asesmen-tahanan/{instrument}/{id}, D17). */
export default function SubtesTahananPage() {
  return <SubtesView kategori="tahanan" />;
}
