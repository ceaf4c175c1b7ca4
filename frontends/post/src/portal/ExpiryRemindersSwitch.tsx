import { useId } from 'react';
import type { User } from '@chonail/shared/contracts';
import { useTranslation } from '@chonail/shared/i18n';
import { useUpdatePreferencesMutation } from '@chonail/web/data/posting';
import { toast } from '@chonail/web/ui';

/**
 * Issue 39: the settings tab's switch for the texts sent 7 days and 1 day before the member's posts
 * expire. On unless turned off (an answer without the field reads as on); the stored state comes
 * back in the answer, which replaces the cached user, so the switch shows what the server keeps.
 */
export function ExpiryRemindersSwitch({ user }: { user: User }) {
  const { t } = useTranslation();
  const [update, { isLoading }] = useUpdatePreferencesMutation();
  const labelId = useId();
  const hintId = useId();
  const on = user.expiryReminders !== false;
  const toggle = async () => {
    const result = await update({ expiryReminders: !on });
    if (result.error) toast({ variant: 'destructive', title: t('portal.toast.errorTitle'), description: t('portal.settings.expiryRemindersFailed') });
    else toast({ variant: 'success', title: t('portal.toast.successTitle'), description: t('portal.settings.expiryRemindersSaved') });
  };
  return (
    <div className="flex items-start justify-between gap-4 py-3" data-testid="portal-expiry-reminders">
      <div className="min-w-0">
        <p id={labelId} className="text-base font-medium text-slate-900">
          {t('portal.settings.expiryReminders')}
        </p>
        <p id={hintId} className="mt-1 text-sm text-slate-500">
          {t('portal.settings.expiryRemindersHint')}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={isLoading}
        onClick={() => void toggle()}
        data-testid="portal-expiry-reminders-switch"
        // The tap target is 56x44 (a thumb's), the track drawn inside it 56x32.
        className="inline-flex h-11 w-14 shrink-0 items-center disabled:opacity-60"
      >
        <span aria-hidden="true" className={`relative inline-flex h-8 w-14 items-center rounded-full transition-colors ${on ? 'bg-rose-600' : 'bg-slate-300'}`}>
          <span className={`inline-block h-6 w-6 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-7' : 'translate-x-1'}`} />
        </span>
      </button>
    </div>
  );
}
