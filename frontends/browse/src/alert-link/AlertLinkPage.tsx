import { lazy, Suspense, useState } from 'react';
import type { AlertLinkAnswer } from '@chonail/shared/contracts';
import { formatDate } from '@chonail/shared/domain';
import { addTranslations, useTranslation } from '@chonail/shared/i18n';
import { alertsCatalogue } from '@chonail/shared/i18n/alerts';
import { type ApiQueryError, useAppDispatch } from '@chonail/web/data';
import { savedSearchesApi, useAlertLinkQuery, useStopAlertLinkMutation } from '@chonail/web/data/alerts';
import { Link, useParams } from '@chonail/web/router';
import { buttonClass, ErrorPanel, SkeletonGrid, toast } from '@chonail/web/ui';
import { JobGrid } from '../listing/JobGrid';
import { PendingSave } from '../listing/SaveButton';
import { useListDetail } from '../listing/use-post-param';

// The alerts' copy comes with this chunk, before any of its screens renders.
addTranslations(alertsCatalogue);

const JobDetailModal = lazy(() => import('../listing/JobDetailModal'));

/** Where the member's saved searches are (the portal's Báo tin tab). */
const MANAGE_PATH = '/customerportal?tab=alerts';

/**
 * Issue 39: `/s/{code}`, the page a saved search's text links to. The posts the text told about
 * that are still listed, as the home list shows them, how many have ended since, and one tap to
 * stop every alert text to that phone. Public: the code is the key, whoever holds the phone opens it.
 */
export default function AlertLinkPage() {
  const { code = '' } = useParams<{ code: string }>();
  const { data, error, isError, refetch } = useAlertLinkQuery(code);
  const failure = error as ApiQueryError | undefined;
  // A malformed code (400) is a link that lost part of itself on the way: not found, as the API's 404.
  if (failure?.status === 404 || failure?.status === 400) return <LinkNotFound />;
  if (failure?.status === 410) return <LinkExpired code={code} />;
  if (isError) return <LinkLoadFailed onRetry={() => void refetch()} />;
  if (!data) return <LinkLoading />;
  return <LinkPosts code={code} data={data} />;
}

function LinkPosts({ code, data }: { code: string; data: AlertLinkAnswer }) {
  const { t, i18n } = useTranslation();
  // The open listing lives in the address (?post=), as on the home page.
  const { opened, openPost, close: closeDetail } = useListDetail(data.posts);
  const ended = data.told - data.posts.length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-5" data-testid="alert-link-page">
      <h1 className="text-xl font-bold text-slate-900" data-testid="alert-link-title">
        {t('alerts.link.title')}
      </h1>
      {/* The day and hour without the year: a link lives 30 days. */}
      <p className="mt-1 text-sm text-slate-600" data-testid="alert-link-sent">
        {t('alerts.link.sentAt', { when: formatDate(data.sentAt, i18n.language, { time: true, year: false }) })}
      </p>

      {data.posts.length === 0 ? (
        <div className="py-12 text-center" data-testid="alert-link-none-left">
          <p className="mb-4 text-lg text-slate-600">{t('alerts.link.noneLeft')}</p>
          <FindMore />
        </div>
      ) : (
        <>
          {ended > 0 && (
            <p className="mt-3 rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700" data-testid="alert-link-ended">
              {t('alerts.link.ended', { count: ended })}
            </p>
          )}
          <div className="mt-4">
            <JobGrid posts={data.posts} onOpen={openPost} />
          </div>
        </>
      )}

      <StopAlerts code={code} stoppedAlready={data.alertsStopped} />
      <PendingSave />
      <Suspense fallback={null}>{opened && <JobDetailModal post={opened} onClose={closeDetail} />}</Suspense>
    </div>
  );
}

/**
 * The manage link and the stop button, below the posts: what the text was for comes first. After a
 * stop (here or earlier, by a STOP reply) the notice says how to get the texts back.
 */
function StopAlerts({ code, stoppedAlready }: { code: string; stoppedAlready: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [stop, { isLoading }] = useStopAlertLinkMutation();
  const [stoppedHere, setStoppedHere] = useState(false);
  const stopped = stoppedAlready || stoppedHere;

  const onStop = async () => {
    try {
      await stop(code).unwrap();
      setStoppedHere(true);
      // The kept answer too: coming back to this page (Back from a post's page) must not offer the button again.
      dispatch(savedSearchesApi.util.updateQueryData('alertLink', code, (answer) => void (answer.alertsStopped = true)));
    } catch {
      toast({ title: t('alerts.link.stopFailed'), variant: 'destructive' });
    }
  };

  return (
    <div className="mt-8 flex flex-col gap-3 border-t border-slate-200 pt-5 sm:flex-row sm:items-start">
      {stopped ? (
        <p role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:max-w-md" data-testid="alert-link-stopped">
          {t('alerts.link.stopped')}
        </p>
      ) : (
        <button type="button" onClick={() => void onStop()} disabled={isLoading} className={buttonClass({ variant: 'secondary', width: 'responsive' })} data-testid="alert-link-stop">
          {t('alerts.link.stop')}
        </button>
      )}
      <Link to={MANAGE_PATH} className={buttonClass({ variant: 'secondary', width: 'responsive' })} data-testid="alert-link-manage">
        {t('alerts.link.manage')}
      </Link>
    </div>
  );
}

function FindMore() {
  const { t } = useTranslation();
  return (
    <Link to="/" className={buttonClass({ width: 'auto' })} data-testid="alert-link-find-more">
      {t('alerts.link.findMore')}
    </Link>
  );
}

/** Past its 30 days the posts are not shown, but stopping still works (the API allows it): an old text is where many look for it. */
function LinkExpired({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12" data-testid="alert-link-expired">
      <div className="text-center">
        <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('alerts.link.expiredTitle')}</h1>
        <p className="mb-6 text-slate-600">{t('alerts.link.expiredBody')}</p>
        <FindMore />
      </div>
      <StopAlerts code={code} stoppedAlready={false} />
    </div>
  );
}

function LinkNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center" data-testid="alert-link-not-found">
      <h1 className="mb-2 text-2xl font-bold text-slate-900">{t('alerts.link.notFoundTitle')}</h1>
      <p className="mb-6 text-slate-600">{t('alerts.link.notFoundBody')}</p>
      <FindMore />
    </div>
  );
}

function LinkLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="px-4">
      <ErrorPanel title={t('alerts.link.loadFailed')} body={t('alerts.link.loadFailedBody')} retryLabel={t('alerts.link.retry')} onRetry={onRetry} />
    </div>
  );
}

function LinkLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-5" aria-busy="true">
      <div className="mb-4 h-12 w-2/3 animate-pulse rounded bg-slate-200" />
      <SkeletonGrid />
    </div>
  );
}
