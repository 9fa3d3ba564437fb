import TitlePage from '../errors/title-page';

export default function Page() {
  return <TitlePage title="Log Audit" />;
}
