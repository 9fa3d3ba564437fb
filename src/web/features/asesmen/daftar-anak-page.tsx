import { PublicFooter, PublicHeader } from '../../components/layout/public-header';
import { PageHeader } from '../../components/ui/card';

export default function DaftarAnakPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
        <PageHeader title="Daftar Asesmen Anak" />
      </main>
      <PublicFooter />
    </div>
  );
}
