import LogoutPage from './logout-page';

export default function LogoutAsessorPage() {
  return <LogoutPage role="asessor" />;
}
