import { type DetailFailure, detailFailure } from '@chonail/shared/domain';
import { useTranslation } from '@chonail/shared/i18n';
import type { ApiQueryError } from '@chonail/web/data';
import { ErrorPanel } from '@chonail/web/ui';

/** What a failed read of a post means (RTK Query hands over our ApiQueryError, or a SerializedError without a status). */
export function failureOf(error: unknown): DetailFailure | null {
  if (!error) return null;
  const { status, code } = error as Partial<ApiQueryError>;
  return detailFailure(status, code);
}

/** A read that failed for a reason other than the post being gone: said so, with a retry, as the lists do. */
export function DetailLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="detail-load-failed">
      <ErrorPanel title={t('detail.loadFailedTitle')} body={t('detail.loadFailedBody')} retryLabel={t('detail.retry')} onRetry={onRetry} />
    </div>
  );
}
