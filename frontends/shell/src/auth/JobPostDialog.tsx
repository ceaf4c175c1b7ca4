import { useTranslation } from '@chonail/shared/i18n';
import { authDialogClosed, useAppDispatch } from '@chonail/web/data';
import { useNavigate } from '@chonail/web/router';
import { DialogFrame } from '@chonail/web/ui/dialog';

const CHOICES = ['hiring', 'selling'] as const;

/**
 * Spec 02 section 2, the job-creation dialog mounted at application level: 'Đăng tin' on any page
 * asks a member what they post, and the wizard opens with that kind chosen.
 */
export function JobPostDialog() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const choose = (jobType: (typeof CHOICES)[number]) => {
    dispatch(authDialogClosed());
    navigate(`/new-package?jobType=${jobType}`);
  };
  return (
    <DialogFrame title={t('accountDialogs.postDialog.title')} description={t('accountDialogs.postDialog.body')} onClose={() => dispatch(authDialogClosed())} testId="job-post-dialog">
      <div className="grid gap-3 sm:grid-cols-2">
        {CHOICES.map((jobType) => (
          <button
            key={jobType}
            type="button"
            onClick={() => choose(jobType)}
            className="flex min-h-20 flex-col items-start justify-center rounded-xl border border-slate-300 p-4 text-left hover:border-rose-400 hover:bg-rose-50"
            data-testid={`job-post-${jobType}`}
          >
            <span className="text-base font-bold text-slate-900">{t(`accountDialogs.postDialog.${jobType}.title`)}</span>
            <span className="mt-1 text-sm text-slate-600">{t(`accountDialogs.postDialog.${jobType}.body`)}</span>
          </button>
        ))}
      </div>
    </DialogFrame>
  );
}
