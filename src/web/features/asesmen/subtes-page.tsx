import { PageHeader } from '../../components/ui/card';

export default function SubtesPage() {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <PageHeader title="Sub Test" />
    </main>
  );
}
