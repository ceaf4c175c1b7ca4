import { formatNationalInput, formatPhoneInput, PHONE_COUNTRIES, type PhoneCountry } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';

/** How a phone field shows what is typed: (713) 555-0123 for +1, digits and spaces elsewhere. */
export const phoneFormatFor = (country: PhoneCountry): ((typed: string) => string) => (country === 'US' ? formatPhoneInput : formatNationalInput);

/**
 * Spec 01 "Phone country list": the country code picker (+1 by default) every phone field has
 * beside its number. A further entry of this library (@chonail/web/ui/phone): only the forms'
 * chunks carry it.
 */
export function PhoneCountrySelect({ value, onChange, className }: { value: PhoneCountry; onChange: (country: PhoneCountry) => void; className: string }) {
  const { t } = useTranslation();
  return (
    <select name="phoneCountry" aria-label={t('auth.phoneCountry')} value={value} onChange={(event) => onChange(event.target.value as PhoneCountry)} className={`${className} w-28 shrink-0 bg-white`}>
      {PHONE_COUNTRIES.map(({ code, dial }) => (
        <option key={code} value={code}>
          {`+${dial} ${t(`auth.countries.${code}`)}`}
        </option>
      ))}
    </select>
  );
}
