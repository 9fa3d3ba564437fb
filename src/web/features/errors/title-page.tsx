import { PageHeader } from '#web/components/ui/panel.tsx';

/** A page that shows its title while its capability is being built. */
export default function TitlePage({ title }: { title: string }) {
  return <PageHeader title={title} />;
}
