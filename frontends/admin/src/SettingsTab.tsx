import { z } from 'zod';
import type { ContactInfo } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { Button } from '@chonail/web/ui';
import { Field, Form, TextInput, useKitForm } from '@chonail/web/ui/form';
import { useAdminContactInfoQuery, useAdminPricingQuery, useAdminSaveContactInfoMutation } from './admin-api';
import { cardClass, Loaded, money, useStaffAction } from './admin-ui';

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
  // Checked on Save, never on blur: a message appearing on blur moves the Save button away from
  // the finger that is tapping it.
  const form = useKitForm<ContactInfo>({ schema: contactFormSchema, defaultValues: info, checkOnBlur: false });
  const onSubmit = (values: ContactInfo) => run(() => save(values).unwrap(), 'admin.settings.saved', 'admin.settings.saveFailed');
  return (
    <Form form={form} onSubmit={onSubmit} className="mt-2 space-y-3" testId="contact-form">
      {FIELDS.map((field) => (
        <Field key={field} name={field} label={t(`admin.settings.${field}`)}>
          <TextInput type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'} data-testid={`contact-${field}`} />
        </Field>
      ))}
      <Button type="submit" width="responsive" disabled={isLoading} data-testid="contact-save">
        {isLoading ? t('admin.settings.saving') : t('admin.settings.save')}
      </Button>
    </Form>
  );
}
