import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { shareCatalogue } from '@chonail/shared/i18n/share';
import { reportPostEvent } from './post-events';
import { postShareUrl, type ShareContent, shareSummary } from './share-links';

addTranslations(shareCatalogue);

// Only a phone without the system share sheet (or a computer) needs the menu, and only once it is asked for.
const ShareMenu = lazy(() => import('./ShareMenu'));

type WebShare = Navigator & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/**
 * Opens the phone's own share sheet (Zalo, Messenger, Facebook... whatever the phone has), else our
 * menu. Answers true when the sheet took the share, or the person closed it (nothing more to do).
 */
async function systemShare(content: ShareContent): Promise<boolean> {
  const nav = navigator as WebShare;
  if (typeof nav.share !== 'function' || typeof nav.canShare !== 'function' || !nav.canShare(content)) return false;
  try {
    await nav.share(content);
    return true;
  } catch (error) {
    // Closing the sheet is a choice, not a failure; a sheet that refused (NotAllowedError...) leaves the menu.
    return (error as { name?: unknown } | null)?.name === 'AbortError';
  }
}

/**
 * "Chia sẻ" / "Share" (issue 37) beside the save heart of the job page and the detail dialog: nail
 * workers pass jobs around in Facebook groups and Zalo chats. `title` is the title as shown (the
 * reader's language); `testId` names the place: `job`, `detail`.
 */
export function ShareButton({ post, title, testId }: { post: Pick<JobPost, 'id' | 'hiring' | 'salon' | 'weeklyPay' | 'location'>; title: string; testId: string }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<ShareContent | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuWasOpen = useRef(false);
  // The dialog has no Radix trigger to give the focus back to: the button takes it once the menu is gone.
  useEffect(() => {
    if (menu) menuWasOpen.current = true;
    else if (menuWasOpen.current) {
      menuWasOpen.current = false;
      button.current?.focus();
    }
  }, [menu]);
  const share = async () => {
    // A share for the poster's statistics (issue 39), sent alongside: the sheet or menu opens at once.
    reportPostEvent(post.id, 'share');
    const content = { title, text: shareSummary(t, post), url: postShareUrl(location.origin, post.id) };
    if (!(await systemShare(content))) setMenu(content);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        onClick={() => void share()}
        data-testid={`${testId}-share`}
        className="flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-full border border-slate-200 bg-white px-3 py-1.5 text-slate-600 shadow-sm transition hover:text-rose-700"
      >
        <ShareIcon />
        <span className="text-sm font-semibold">{t('share.button')}</span>
      </button>
      {menu && (
        <Suspense fallback={null}>
          <ShareMenu content={menu} onClose={() => setMenu(null)} />
        </Suspense>
      )}
    </>
  );
}

/** An arrow leaving a tray: the share mark phones use. */
function ShareIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}
