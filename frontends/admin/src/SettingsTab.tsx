import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ContactInfo } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminContactInfoQuery, useAdminPricingQuery, useAdminSaveContactInfoMutation } from './admin-api';
import { cardClass, inputClass, LabeledField, Loaded, money, primaryButton, useStaffAction } from './admin-ui';

const required = z.string().trim().min(1, 'admin.settings.required').max(200);
const contactFormSchema = z.object({
  address: required,
  phone: required,
  email: required.pipe(z.email('admin.settings.emailInvalid')),
});

const FIELDS = ['address', 'phone', 'email'] as const;
const DIAMONDS = ['diamond1', 'diamond2', 'diamond3'] as const;

export function SettingsTab() {
  const { t } = useTranslation();
  const contact = useAdminContactInfoQuery();
  const pricing = useAdminPricingQuery();
  const prices = pricing.data?.prices;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <section className={cardClass}>
        <h2 className="text-base font-semibold">{t('admin.settings.contactTitle')}</h2>
        <Loaded query={contact}>{contact.data && <ContactForm info={contact.data} />}</Loaded>
      </section>
      <section className={cardClass} data-testid="settings-prices">
        <h2 className="text-base font-semibold">{t('admin.settings.packagePrices')}</h2>
        <Loaded query={pricing}>
          <dl className="mt-2 space-y-1 text-sm">
            {prices &&
              DIAMONDS.map((type) => (
                <div key={type} className="flex justify-between">
                  <dt>{t(`admin.addons.${type}`)}</dt>
                  <dd className="font-semibold">{t('admin.settings.perMonth', { price: money(prices[type]) })}</dd>
                </div>
              ))}
          </dl>
        </Loaded>
      </section>
    </div>
  );
}

function ContactForm({ info }: { info: ContactInfo }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useAdminSaveContactInfoMutation();
  const run = useStaffAction();
  // Checked on Save, then on every change (react-hook-form's default), never on blur: a message
  // appearing on blur moves the Save button away from the finger that is tapping it.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactInfo>({ resolver: zodResolver(contactFormSchema), defaultValues: info });
  const onSubmit = handleSubmit((values) => run(() => save(values).unwrap(), 'admin.settings.saved', 'admin.settings.saveFailed'));
  return (
    <form onSubmit={onSubmit} noValidate className="mt-2 space-y-3" data-testid="contact-form">
      {FIELDS.map((field) => (
        <LabeledField key={field} label={t(`admin.settings.${field}`)} error={errors[field]?.message && t(errors[field].message)}>
          <input
            {...register(field)}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            aria-invalid={Boolean(errors[field])}
            className={inputClass}
            data-testid={`contact-${field}`}
          />
        </LabeledField>
      ))}
      <button type="submit" disabled={isLoading} className={`${primaryButton} w-full sm:w-auto`} data-testid="contact-save">
        {isLoading ? t('admin.settings.saving') : t('admin.settings.save')}
      </button>
    </form>
  );
}
