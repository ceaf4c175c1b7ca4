import type { JobPost } from '@chonail/shared/contracts';
import { citySlug, placePagePath } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import { Link } from '@chonail/web/router';

/**
 * A listing's way to the page of its city and kind (issue 37), in the reader's language: "Tin mới
 * tại Houston, TX" (the home list's words, so no copy is added to the first page's catalogue). A
 * listing whose city makes no path segment has none.
 */
export function CityPageLink({ post }: { post: Pick<JobPost, 'city' | 'state' | 'jobType'> }) {
  const { t, i18n } = useTranslation();
  const slug = post.city ? citySlug(post.city) : '';
  if (!slug || !/^[A-Za-z]{2}$/.test(post.state ?? '')) return null;
  const path = placePagePath({ kind: post.jobType === 'hiring' ? 'hiring' : 'sale', lang: i18n.language === 'en' ? 'en' : 'vi', state: post.state, city: slug });
  return (
    <Link to={path} className="inline-flex min-h-11 items-center font-semibold text-rose-700 underline" data-testid="city-page-link">
      {t('home.title', { place: `${post.city}, ${post.state.toUpperCase()}` })}
    </Link>
  );
}
