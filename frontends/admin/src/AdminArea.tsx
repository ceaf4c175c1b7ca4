import { useTranslation } from '@chonail/shared/i18n';
import { useAccount } from '@chonail/web/data';
import { Spinner } from '@chonail/web/ui';
import { AdminLoginForm, type AdminLoginFormProps } from './AdminLoginForm';
import { AdminPanel } from './AdminPanel';

/**
 * /admin and /tuongadmin (both names kept). Anyone who is not an admin, guest or signed-in member,
 * gets the admin sign-in (spec 02: "when the user is not an admin, a login form"); admins get the panel.
 */
export function AdminArea(props: AdminLoginFormProps) {
  const { t } = useTranslation();
  const account = useAccount();
  if (account.status === 'loading') return <Spinner />;
  if (account.status === 'signedIn' && account.user.role === 'admin') return <AdminPanel />;
  return (
    <AdminLoginForm {...props}>
      {account.status === 'signedIn' && (
        <p role="status" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="admin-not-admin">
          {t('admin.notAdminNote')}
        </p>
      )}
    </AdminLoginForm>
  );
}
