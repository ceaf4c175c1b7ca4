import { useTranslation } from '@chonail/shared/i18n';
import type { Catalogue } from '@chonail/shared/i18n';

export type ComingSoonPage = keyof Catalogue['comingSoon']['pages'];

/** What a route shows until its feature lands: a translated notice instead of a blank page. */
export function ComingSoon({ page }: { page: ComingSoonPage }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid={`coming-soon-${page}`}>
      <p className="text-sm font-semibold uppercase tracking-wide text-rose-600">{t('comingSoon.title')}</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">{t(`comingSoon.pages.${page}`)}</h1>
      <p className="mt-3 text-slate-600">{t('comingSoon.body', { page: t(`comingSoon.pages.${page}`) })}</p>
    </section>
  );
}
