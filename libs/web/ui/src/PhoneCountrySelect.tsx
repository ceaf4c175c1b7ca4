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
  const dial = PHONE_COUNTRIES.find((country) => country.code === value)?.dial;
  // The list names each country in full, but closed the picker shows only "+1 US": a full name
  // ("+1 United States") cut to "+1 Unite" beside the number on a phone. The native select lies
  // over the short label, transparent, so a tap opens the phone's own list and a screen reader
  // reads the full name.
  return (
    <span className={`${className} relative flex w-24 shrink-0 items-center justify-between gap-1 bg-white focus-within:border-rose-500 focus-within:ring-2 focus-within:ring-rose-200`}>
      <span aria-hidden="true">{`+${dial} ${value}`}</span>
      <span aria-hidden="true" className="text-xs text-slate-500">▾</span>
      <select
        name="phoneCountry"
        aria-label={t('auth.phoneCountry')}
        value={value}
        onChange={(event) => onChange(event.target.value as PhoneCountry)}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0"
      >
        {PHONE_COUNTRIES.map(({ code, dial }) => (
          <option key={code} value={code}>
            {`+${dial} ${t(`auth.countries.${code}`)}`}
          </option>
        ))}
      </select>
    </span>
  );
}
