import { Component, Suspense, use, useState, type ReactNode } from 'react';
import { useTranslation } from '@chonail/shared/i18n';
import { ErrorPanel, Spinner } from '@chonail/web/ui';
import { loadRemotePage, retryRemote, type RemoteName } from './remote-loader';

class RemoteBoundary extends Component<{ fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback(() => {
      this.props.onRetry();
      this.setState({ failed: false });
    });
  }
}

function LoadedPage({ remote, page, attempt }: { remote: RemoteName; page: string; attempt: number }) {
  const Page = use(loadRemotePage(remote));
  return <Page key={attempt} page={page} />;
}

/**
 * One page of a remote. If the remote cannot be loaded (network, blocked URL, broken deploy) only
 * this area shows a translated error with a retry button; header, footer and other routes keep working.
 */
export function RemotePage({ remote, page }: { remote: RemoteName; page: string }) {
  const { t } = useTranslation();
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary
      key={attempt}
      onRetry={() => {
        retryRemote(remote);
        setAttempt((n) => n + 1);
      }}
      fallback={(retry) => (
        <ErrorPanel
          title={t('remote.loadFailedTitle')}
          body={t('remote.loadFailedBody', { name: t(`remote.names.${remote}`) })}
          retryLabel={t('remote.retry')}
          onRetry={retry}
        />
      )}
    >
      <Suspense fallback={<Spinner />}>
        <LoadedPage remote={remote} page={page} attempt={attempt} />
      </Suspense>
    </RemoteBoundary>
  );
}
