import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { contactCatalogue } from '@chonail/shared/i18n/contact';
import { contactMessageSchema, type ContactMessage } from '@chonail/shared/contracts';
import { Button, toast } from '@chonail/web/ui';
import { Field, Form, TextArea, TextInput, useKitForm } from '@chonail/web/ui/form';
import { useContactInfoQuery, useSendContactMessageMutation } from './contact-api';

// This chunk carries the page's copy; it joins the catalogue when the chunk loads.
addTranslations(contactCatalogue);

const FIELDS = ['name', 'email', 'phone', 'subject'] as const;

export function ContactPage() {
  const { t } = useTranslation();
  const info = useContactInfoQuery();
  const [send, { isLoading }] = useSendContactMessageMutation();
  const form = useKitForm<ContactMessage>({ schema: contactMessageSchema, defaultValues: { name: '', email: '', phone: '', subject: '', message: '' } });

  const onSubmit = async (values: ContactMessage) => {
    try {
      await send(values).unwrap();
      toast({ title: t('contact.successTitle'), description: t('contact.successBody'), variant: 'success' });
      form.reset();
    } catch {
      toast({ title: t('contact.failure'), variant: 'destructive' });
    }
  };

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
              <div><dt className="font-medium text-slate-500">{t('contact.phone')}</dt><dd><a className="inline-flex min-h-11 items-center text-rose-700 underline" href={`tel:${info.data.phone}`}>{info.data.phone}</a></dd></div>
              <div><dt className="font-medium text-slate-500">{t('contact.email')}</dt><dd><a className="inline-flex min-h-11 items-center text-rose-700 underline" href={`mailto:${info.data.email}`}>{info.data.email}</a></dd></div>
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-500">{info.isLoading ? t('common.loading') : t('contact.infoUnavailable')}</p>
          )}
          <p className="mt-4 text-sm text-slate-600">{t('contact.hours')}</p>
        </section>
        <Form form={form} onSubmit={onSubmit} className="space-y-4 md:col-span-3" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="text-lg font-semibold">{t('contact.formTitle')}</h2>
          {FIELDS.map((field) => (
            <Field key={field} name={field} label={t(`contact.fields.${field}`)}>
              <TextInput type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} />
            </Field>
          ))}
          <Field name="message" label={t('contact.fields.message')}>
            <TextArea rows={5} />
          </Field>
          <Button type="submit" width="responsive" disabled={isLoading}>
            {isLoading ? t('contact.sending') : t('contact.send')}
          </Button>
        </Form>
      </div>
    </div>
  );
}
