import TitlePage from '../errors/title-page';

export default function Page() {
  return <TitlePage title="Kelola Gambar Soal Kognitif" />;
}
