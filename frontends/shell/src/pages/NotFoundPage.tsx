import { Link } from '@chonail/web/router';
import { useTranslation } from '@chonail/shared/i18n';
import { buttonClass } from '@chonail/web/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="not-found">
      <p className="text-6xl font-extrabold text-rose-500">404</p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
      <p className="mt-2 text-slate-600">{t('notFound.description')}</p>
      <Link to="/" className={`mt-6 ${buttonClass({ width: 'auto' })}`}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
