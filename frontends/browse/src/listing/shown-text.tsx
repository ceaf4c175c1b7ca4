import type { JobPost } from '@chonail/shared/contracts';
import { looksVietnamese } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { TRANSLATION_FRESH_SECONDS, useTranslateJobQuery } from '@chonail/web/data';

export interface ShownText {
  title: string;
  description: string;
  /** The text is the translation service's English. */
  translated: boolean;
  /** An English reader asked for a translation and got none (no service, or it failed): the text is the original. */
  untranslated: boolean;
}

/**
 * A listing's text as the reader sees it, on the job page and in the detail dialog alike: an English
 * reader of a Vietnamese listing gets it machine-translated (cached 24 h); a listing already written
 * in English, or a Vietnamese reader, gets the text as written, with no call.
 */
export function useShownText(post: Pick<JobPost, 'id' | 'title' | 'description'> | undefined): ShownText {
  const { i18n } = useTranslation();
  const wanted = i18n.language === 'en' && post !== undefined && looksVietnamese(`${post.title}\n${post.description}`);
  const { data } = useTranslateJobQuery(
    // By id, so the server translates the listing's stored text (the endpoint is no free translator).
    { jobPostId: post?.id, title: post?.title ?? '', description: post?.description ?? '', targetLanguage: 'en' },
    { skip: !wanted, refetchOnMountOrArgChange: TRANSLATION_FRESH_SECONDS },
  );
  const translated = wanted && data?.translated === true;
  return {
    title: translated ? data.title : post?.title ?? '',
    description: translated ? data.description : post?.description ?? '',
    translated,
    untranslated: wanted && data?.translated === false,
  };
}

/** Says what the reader is looking at: a machine translation, or the Vietnamese original. */
export function TranslationNote({ shown }: { shown: ShownText }) {
  const { t } = useTranslation();
  if (shown.translated) return <p className="mt-1 text-xs text-slate-500">{t('jobPage.translated')}</p>;
  if (!shown.untranslated) return null;
  return (
    <p className="mt-1 text-xs font-medium text-amber-800" data-testid="job-original-language">
      {t('jobPage.original')}
    </p>
  );
}
