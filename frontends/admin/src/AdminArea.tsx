import { useTranslation } from '@chonail/shared/i18n';
import { logoutRequested, useAppDispatch } from '@chonail/web/data';
import { Link } from '@chonail/web/router';
import { ComingSoon, Spinner } from '@chonail/web/ui';
import { AdminLoginForm, type AdminLoginFormProps } from './AdminLoginForm';
import { useAccount } from '@chonail/web/data';

/**
 * /admin and /tuongadmin (spec 01 keeps both names). Guests get the admin sign-in, signed-in users
 * who are not admins are turned away, admins get the panel (a later issue builds it).
 */
export function AdminArea(props: AdminLoginFormProps) {
  const account = useAccount();
  if (account.status === 'loading') return <Spinner />;
  if (account.status === 'guest') return <AdminLoginForm {...props} />;
  if (account.user.role !== 'admin') return <Unauthorized />;
  return <ComingSoon page="admin" />;
}

function Unauthorized() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <section role="alert" className="mx-auto my-10 max-w-md px-4" data-testid="admin-unauthorized">
      <div className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <h1 className="text-xl font-bold text-red-800">{t('adminLogin.unauthorizedTitle')}</h1>
        <p className="mt-2 text-sm text-red-700">{t('adminLogin.unauthorizedBody')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/" className="rounded-lg bg-white px-4 py-2 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50">
            {t('adminLogin.backHome')}
          </Link>
          <button
            type="button"
            onClick={() => dispatch(logoutRequested())}
            className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
          >
            {t('adminLogin.logout')}
          </button>
        </div>
      </div>
    </section>
  );
}
