import { useState } from 'react';
import type { JobPost } from '@chonail/shared/contracts';
import { looksVietnamese } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { TRANSLATION_FRESH_SECONDS, useTranslateJobQuery } from '@chonail/web/data';

export interface ShownText {
  title: string;
  description: string;
  /** The text is the translation service's, in the reader's language. */
  translated: boolean;
  /** The reader needed a translation and got none (no service, or it failed): the text is the original. */
  untranslated: boolean;
  /** The language the listing is written in. */
  source: 'vi' | 'en';
  /** A translation came and the reader chose to read the original instead. */
  showingOriginal: boolean;
  toggleOriginal: () => void;
}

/**
 * A listing's text as the reader sees it, on the job page and in the detail dialog alike: a listing
 * written in the other language than the reader's is machine-translated (cached 24 h; issue 24: an
 * English listing for a Vietnamese reader too), with a way back to the original; a listing in the
 * reader's language is shown as written, with no call.
 */
export function useShownText(post: Pick<JobPost, 'id' | 'title' | 'description'> | undefined): ShownText {
  const { i18n } = useTranslation();
  const [showingOriginal, setShowingOriginal] = useState(false);
  const source = post !== undefined && !looksVietnamese(`${post.title}\n${post.description}`) ? 'en' : 'vi';
  const target = i18n.language === 'en' ? 'en' : 'vi';
  const wanted = post !== undefined && source !== target;
  const { data } = useTranslateJobQuery(
    // By id, so the server translates the listing's stored text (the endpoint is no free translator).
    { jobPostId: post?.id, title: post?.title ?? '', description: post?.description ?? '', targetLanguage: target },
    { skip: !wanted, refetchOnMountOrArgChange: TRANSLATION_FRESH_SECONDS },
  );
  const available = wanted && data?.translated === true && data.targetLanguage === target;
  const translated = available && !showingOriginal;
  return {
    title: translated ? data.title : post?.title ?? '',
    description: translated ? data.description : post?.description ?? '',
    translated,
    untranslated: wanted && data?.translated === false,
    source,
    showingOriginal: available && showingOriginal,
    toggleOriginal: () => setShowingOriginal((shown) => !shown),
  };
}

/** Says what the reader is looking at, a machine translation or the original, and switches between them. */
export function TranslationNote({ shown }: { shown: ShownText }) {
  const { t } = useTranslation();
  const original = shown.source === 'en' ? t('jobPage.originalEnglish') : t('jobPage.original');
  const toggle = (label: string) => (
    <button type="button" onClick={shown.toggleOriginal} className="ml-2 font-semibold text-rose-700 underline" data-testid="job-translation-toggle">
      {label}
    </button>
  );
  if (shown.translated) {
    return (
      <p className="mt-1 text-xs text-slate-500">
        <span>{t('jobPage.translated')}</span>
        {toggle(t('jobPage.showOriginal'))}
      </p>
    );
  }
  if (shown.showingOriginal) {
    return (
      <p className="mt-1 text-xs text-slate-500" data-testid="job-original-language">
        <span>{original}</span>
        {toggle(t('jobPage.showTranslation'))}
      </p>
    );
  }
  if (!shown.untranslated) return null;
  return (
    <p className="mt-1 text-xs font-medium text-amber-800" data-testid="job-original-language">
      {original}
    </p>
  );
}
