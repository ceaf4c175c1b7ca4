import { addTranslations } from '@chonail/shared/i18n';
import { adminCatalogue } from '@chonail/shared/i18n/admin';
import { useRegisterSingletons } from '@chonail/web/data';
import { AdminArea } from './AdminArea';

// The staff copy comes with this remote, so only staff download it.
addTranslations(adminCatalogue);

/** Both /admin and /tuongadmin (spec 01 keeps both names) render the admin area. */
export default function AdminPage() {
  useRegisterSingletons('admin');
  return <AdminArea />;
}
