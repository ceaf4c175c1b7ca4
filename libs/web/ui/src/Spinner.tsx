import { useTranslation } from '@chonail/shared/i18n';

export function Spinner() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-16 text-slate-500">
      <span className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-rose-600" />
      <span className="text-sm">{t('common.loading')}</span>
    </div>
  );
}
