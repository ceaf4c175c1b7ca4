import { useTranslation } from '@chonail/shared/i18n';
import { SkeletonCard } from '@chonail/web/ui';

const CARDS = Array.from({ length: 9 }, (_, i) => i);

export function SkeletonDemoPage() {
  const { t } = useTranslation();
  return (
    <section className="px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('skeleton.title')}</h1>
      <p className="mt-2 text-slate-600">{t('skeleton.description')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {CARDS.map((i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    </section>
  );
}
