import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type AdminPricing, PRICE_LABELS } from '@chonail/shared/contracts';
import { PACKAGE_TYPES } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useAdminPricingQuery, useAdminSavePricingMutation } from './admin-api';
import { cardClass, inputClass, Loaded, primaryButton, useStaffAction } from './admin-ui';
import { formToPricing, type PriceForm, priceFormSchema, pricingToForm } from './price-form';

export function PricesTab() {
  const pricing = useAdminPricingQuery();
  return <Loaded query={pricing}>{pricing.data && <PricesForm pricing={pricing.data} />}</Loaded>;
}

function PricesForm({ pricing }: { pricing: AdminPricing }) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useAdminSavePricingMutation();
  const run = useStaffAction();
  // Checked on Save, then on every change (react-hook-form's default), never on blur: a message
  // appearing on blur moves the Save button away from the finger that is tapping it.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<PriceForm>({ resolver: zodResolver(priceFormSchema), defaultValues: pricingToForm(pricing) });

  const onSubmit = handleSubmit((form) => run(() => save(formToPricing(form)).unwrap(), 'admin.prices.saved', 'admin.prices.saveFailed'));

  const row = (group: 'prices' | 'labels', key: string, label: string) => {
    const message = (errors[group] as Record<string, { message?: string } | undefined> | undefined)?.[key]?.message;
    const id = `price-${group}-${key}`;
    return (
      <tr key={key} className="border-t border-slate-100 align-top">
        <th scope="row" className="py-2 pr-3 text-left font-medium">
          <label htmlFor={id}>{label}</label>
        </th>
        <td className="py-2">
          <div className="flex items-center gap-1">
            <span aria-hidden="true">$</span>
            <input
              id={id}
              {...register(`${group}.${key}` as `prices.photo_video`)}
              inputMode="decimal"
              aria-invalid={Boolean(message)}
              aria-describedby={message ? `${id}-error` : undefined}
              className={`${inputClass} mt-0 w-28 text-right`}
              data-testid={id}
            />
          </div>
          {message && (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600" data-testid={`${id}-error`}>
              {t(message)}
            </p>
          )}
        </td>
      </tr>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="prices-form">
      <section className={cardClass}>
        <h2 className="text-base font-semibold">{t('admin.prices.addonsTitle')}</h2>
        <table className="mt-2 w-full text-sm">
          <tbody>{PACKAGE_TYPES.map((type) => row('prices', type, t(`admin.addons.${type}`)))}</tbody>
        </table>
      </section>
      <section className={cardClass}>
        <h2 className="text-base font-semibold">{t('admin.prices.labelsTitle')}</h2>
        <table className="mt-2 w-full text-sm">
          <tbody>{PRICE_LABELS.map((label) => row('labels', label, t(`admin.prices.labels.${label}`)))}</tbody>
        </table>
      </section>
      <button type="submit" disabled={isLoading} className={`${primaryButton} w-full sm:w-auto`} data-testid="prices-save">
        {isLoading ? t('admin.prices.saving') : t('admin.prices.save')}
      </button>
    </form>
  );
}
