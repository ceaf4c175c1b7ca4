import { useRegisterSingletons } from '@chonail/web/data';
import { AdminArea } from './AdminArea';

/** Both /admin and /tuongadmin (spec 01 keeps both names) render the admin area. */
export default function AdminPage() {
  useRegisterSingletons('admin');
  return <AdminArea />;
}
