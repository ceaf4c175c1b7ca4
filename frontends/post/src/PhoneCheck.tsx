import { useState } from 'react';
import { formatPhone, normalizePhone, textPhoneMismatch } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Button } from '@chonail/web/ui';

/**
 * Issue 36: the number a user calls is the number the ad gives. Shown before the post is published
 * or saved: when the text names a number that callers would not reach, it says so and offers that
 * number as the contact phone; once taken, it says which number "Gọi" dials.
 */
export function PhoneCheck({ text, contactPhone, onUse }: { text: string; contactPhone: string | null; onUse: (phone: string) => void }) {
  const { t } = useTranslation();
  const [used, setUsed] = useState<string | null>(null);
  const offered = textPhoneMismatch(text, contactPhone);
  const confirmed = !offered && used !== null && contactPhone !== null && normalizePhone(contactPhone) === used;
  return (
    <div aria-live="polite">
      {offered && (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="phone-check" data-offered={offered}>
          <p className="font-semibold">{t('factsForm.phoneCheck.title')}</p>
          <p className="mt-1">{t('factsForm.phoneCheck.body', { textPhone: formatPhone(offered), contactPhone: formatPhone(contactPhone) })}</p>
          <Button width="responsive" className="mt-3" onClick={() => (setUsed(offered), onUse(offered))} data-testid="phone-check-use">
            {t('factsForm.phoneCheck.use', { phone: formatPhone(offered) })}
          </Button>
        </div>
      )}
      {confirmed && (
        <p className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="phone-check-used">
          {t('factsForm.phoneCheck.used', { phone: formatPhone(used) })}
        </p>
      )}
    </div>
  );
}
