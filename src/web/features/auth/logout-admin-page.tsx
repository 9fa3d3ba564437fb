import LogoutPage from './logout-page';

export default function LogoutAdminPage() {
  return <LogoutPage role="admin" />;
}
