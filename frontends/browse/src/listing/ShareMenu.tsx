import { type ReactNode, useState } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { toast } from '@chonail/web/ui';
import { DialogFrame } from '@chonail/web/ui/dialog';
import { facebookShareUrl, type ShareContent, smsShareUrl } from './share-links';

const ROW = 'flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 px-3 py-2 text-left hover:bg-slate-50';

/**
 * The share menu of a browser without the system share sheet (a computer; Chromium without it):
 * Facebook, Zalo, a text message and the link to copy. A bottom sheet on phones; Escape or × closes
 * it and gives the focus back to the share button (Radix). It stays open after a copy, so the
 * "copied" note shows in it, where the person is looking.
 */
export default function ShareMenu({ content, onClose }: { content: ShareContent; onClose: () => void }) {
  const { t } = useTranslation();
  const [copyFailed, setCopyFailed] = useState(false);
  const copy = async (forZalo: boolean) => {
    try {
      await navigator.clipboard.writeText(content.url);
      toast({ title: t('share.copied'), description: forZalo ? t('share.copiedForZalo') : undefined, variant: 'success' });
    } catch {
      // No clipboard (a page not served over https, a refused permission): the link to copy by hand.
      setCopyFailed(true);
      toast({ title: t('share.copyFailed'), description: t('share.copyFailedBody'), variant: 'destructive' });
    }
  };
  // A link removed during its own click does not navigate: the menu closes once the tab or app has opened.
  const closeAfter = () => setTimeout(onClose, 0);

  return (
    <DialogFrame title={t('share.menuTitle')} description={content.title} onClose={onClose} testId="share-menu">
      <ul className="space-y-2">
        <li>
          <a href={facebookShareUrl(content.url)} target="_blank" rel="noopener noreferrer" onClick={closeAfter} className={ROW} data-testid="share-facebook">
            <Mark className="bg-[#1877f2] text-lg">f</Mark>
            <Label name={t('share.facebook')} hint={t('share.facebookHint')} />
            <span className="sr-only">{t('share.newTab')}</span>
          </a>
        </li>
        <li>
          {/* Zalo has no share link a page can open without a registered app: the link goes to the clipboard, to paste in a chat. */}
          <button type="button" onClick={() => void copy(true)} className={ROW} data-testid="share-zalo">
            <Mark className="bg-[#0068ff] text-xs">Zalo</Mark>
            <Label name={t('share.zalo')} hint={t('share.zaloHint')} />
          </button>
        </li>
        <li>
          <a href={smsShareUrl(content)} onClick={closeAfter} className={ROW} data-testid="share-sms">
            <Mark className="bg-emerald-600">
              <Icon d="M4 5h16v11H8l-4 4z" />
            </Mark>
            <Label name={t('share.sms')} hint={t('share.smsHint')} />
          </a>
        </li>
        <li>
          <button type="button" onClick={() => void copy(false)} className={ROW} data-testid="share-copy">
            <Mark className="bg-slate-600">
              <Icon d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
            </Mark>
            <Label name={t('share.copy')} hint={t('share.copyHint')} />
          </button>
        </li>
      </ul>
      {copyFailed && (
        <input
          readOnly
          value={content.url}
          aria-label={t('share.link')}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-3 min-h-11 w-full rounded-lg border border-slate-300 px-3 text-sm text-slate-800"
          data-testid="share-link"
        />
      )}
    </DialogFrame>
  );
}

function Mark({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={`flex h-10 w-10 shrink-0 items-center justify-center rounded-full font-bold text-white ${className}`}>
      {children}
    </span>
  );
}

function Label({ name, hint }: { name: string; hint: string }) {
  return (
    <span className="min-w-0">
      <span className="block font-semibold text-slate-900">{name}</span>
      <span className="block text-sm text-slate-600">{hint}</span>
    </span>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
