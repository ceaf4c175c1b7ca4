import { type AdminPricing, PRICE_LABELS } from '@chonail/shared/contracts';
import { PACKAGE_TYPES } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Button } from '@chonail/web/ui';
import { Field, Form, TextInput, useKitForm } from '@chonail/web/ui/form';
import { useAdminPricingQuery, useAdminSavePricingMutation } from './admin-api';
import { cardClass, Loaded, useStaffAction } from './admin-ui';
import { formToPricing, type PriceForm, priceFormSchema, pricingToForm } from './price-form';

export function PricesTab() {
  const pricing = useAdminPricingQuery();
  return <Loaded query={pricing}>{pricing.data && <PricesForm pricing={pricing.data} />}</Loaded>;
}

function PricesForm({ pricing }: { pricing: AdminPricing }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useAdminSavePricingMutation();
  const run = useStaffAction();
  // Checked on Save, never on blur: a message appearing on blur moves the Save button away from
  // the finger that is tapping it.
  const form = useKitForm<PriceForm>({ schema: priceFormSchema, defaultValues: pricingToForm(pricing), checkOnBlur: false });
  const onSubmit = (values: PriceForm) => run(() => save(formToPricing(values)).unwrap(), 'admin.prices.saved', 'admin.prices.saveFailed');

  const row = (group: 'prices' | 'labels', key: string, label: string) => {
    const id = `price-${group}-${key}`;
    return (
      <Field key={key} name={`${group}.${key}`} label={label} errorTestId={`${id}-error`} className="grid grid-cols-[1fr_auto] items-center gap-x-3 border-t border-slate-100 py-2 [&>[role=alert]]:col-span-2">
        <span className="flex items-center gap-1">
          <span aria-hidden="true">$</span>
          <TextInput inline inputMode="decimal" className="w-32 text-right" data-testid={id} />
        </span>
      </Field>
    );
  };

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-4" testId="prices-form">
      <section className={cardClass}>
        <h2 className="text-base font-semibold">{t('admin.prices.addonsTitle')}</h2>
        <div className="mt-2 text-sm">{PACKAGE_TYPES.map((type) => row('prices', type, t(`admin.addons.${type}`)))}</div>
      </section>
      <section className={cardClass}>
        <h2 className="text-base font-semibold">{t('admin.prices.labelsTitle')}</h2>
        <div className="mt-2 text-sm">{PRICE_LABELS.map((label) => row('labels', label, t(`admin.prices.labels.${label}`)))}</div>
      </section>
      <Button type="submit" width="responsive" disabled={isLoading} data-testid="prices-save">
        {isLoading ? t('admin.prices.saving') : t('admin.prices.save')}
      </Button>
    </Form>
  );
}
