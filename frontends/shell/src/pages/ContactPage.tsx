import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@chonail/shared/i18n';
import { contactMessageSchema, type ContactMessage } from '@chonail/shared/contracts';
import { toast } from '@chonail/web/ui';
import { useContactInfoQuery, useSendContactMessageMutation } from './contact-api';

const FIELDS = ['name', 'email', 'phone', 'subject'] as const;
const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base focus:border-rose-500 focus:outline-none';

export function ContactPage() {
  const { t } = useTranslation();
  const info = useContactInfoQuery();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessage>({ resolver: zodResolver(contactMessageSchema), mode: 'onBlur' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send(values).unwrap();
      toast({ title: t('contact.successTitle'), description: t('contact.successBody'), variant: 'success' });
      reset();
    } catch {
      toast({ title: t('contact.failure'), variant: 'destructive' });
    }
  });

  const error = (field: keyof ContactMessage) =>
    errors[field]?.message && (
      <p className="mt-1 text-sm text-red-600" role="alert">
        {t(errors[field]?.message as string)}
      </p>
    );

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('contact.title')}</h1>
      <p className="mt-2 text-slate-600">{t('contact.intro')}</p>
      <div className="mt-6 grid gap-8 md:grid-cols-5">
        <section className="md:col-span-2" data-testid="contact-info">
          <h2 className="text-lg font-semibold">{t('contact.infoTitle')}</h2>
          {info.data ? (
            <dl className="mt-3 space-y-2 text-sm">
              <div><dt className="font-medium text-slate-500">{t('contact.address')}</dt><dd>{info.data.address}</dd></div>
              <div><dt className="font-medium text-slate-500">{t('contact.phone')}</dt><dd><a className="text-rose-700 underline" href={`tel:${info.data.phone}`}>{info.data.phone}</a></dd></div>
              <div><dt className="font-medium text-slate-500">{t('contact.email')}</dt><dd><a className="text-rose-700 underline" href={`mailto:${info.data.email}`}>{info.data.email}</a></dd></div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{info.isLoading ? t('common.loading') : t('contact.infoUnavailable')}</p>
          )}
          <p className="mt-4 text-sm text-slate-600">{t('contact.hours')}</p>
        </section>
        <form onSubmit={onSubmit} noValidate className="space-y-4 md:col-span-3" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-lg font-semibold">{t('contact.formTitle')}</h2>
          {FIELDS.map((field) => (
            <label key={field} className="block text-sm font-medium text-slate-700">
              {t(`contact.fields.${field}`)}
              <input
                {...register(field)}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                aria-invalid={Boolean(errors[field])}
                className={inputClass}
              />
              {error(field)}
            </label>
          ))}
          <label className="block text-sm font-medium text-slate-700">
            {t('contact.fields.message')}
            <textarea {...register('message')} rows={5} aria-invalid={Boolean(errors.message)} className={inputClass} />
            {error('message')}
          </label>
          <button type="submit" disabled={isLoading} className="w-full rounded-lg bg-rose-600 px-4 py-3 font-semibold text-white hover:bg-rose-700 disabled:opacity-60 sm:w-auto">
            {isLoading ? t('contact.sending') : t('contact.send')}
          </button>
        </form>
      </div>
    </div>
  );
}
