import type { PackageSelection } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { useRenewJobPostMutation } from '@chonail/web/data/posting';
import { useNavigate } from '@chonail/web/router';
import { Button, toast } from '@chonail/web/ui';
import { paidPackageText } from '../portal/CreditsPanel';
import { failureKey } from '../portal/post-status';
import { packagePayload } from './wizard-state';

/**
 * Step 2 of a renewal (/new-package?renew={id}): the post keeps its text, photos and salon; it
 * runs again with the package chosen in step 1, paid at today's prices when it has add-ons.
 */
export function RenewStep({ postId, selection, paymentIntentId, onBack }: { postId: number; selection: PackageSelection; paymentIntentId: string | null; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [renew, { isLoading }] = useRenewJobPostMutation();

  const run = async () => {
    const result = await renew({ id: postId, ...packagePayload(selection, paymentIntentId) });
    if (result.error) {
      toast({ variant: 'destructive', title: t('portal.toast.errorTitle'), description: t(failureKey(result.error, 'portal.toast.renewFailed')) });
      return;
    }
    toast({ variant: 'success', title: t('portal.toast.successTitle'), description: t('portal.toast.renewed') });
    navigate(`/my-posts/${postId}`);
  };

  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" data-testid="wizard-renew">
      <p className="text-slate-800">{t('wizard.renew.body')}</p>
      <p className="mt-2 font-semibold text-slate-900" data-testid="wizard-renew-package">
        {paidPackageText(t, selection) || t('wizard.renew.basic')}
      </p>
      <div className="mt-4 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" width="auto" onClick={onBack}>
          {t('wizard.renew.back')}
        </Button>
        <Button width="auto" onClick={() => void run()} disabled={isLoading} data-testid="wizard-renew-submit">
          {t('wizard.renew.submit')}
        </Button>
      </div>
    </section>
  );
}
