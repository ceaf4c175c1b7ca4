export interface ErrorPanelProps {
  title: string;
  body: string;
  retryLabel?: string;
  onRetry?: () => void;
}

/** A failure shown in place of the part that failed; the caller passes translated text. */
export function ErrorPanel({ title, body, retryLabel, onRetry }: ErrorPanelProps) {
  return (
    <div role="alert" className="mx-auto my-10 max-w-md rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <h2 className="text-lg font-semibold text-red-800">{title}</h2>
      <p className="mt-2 text-sm text-red-700">{body}</p>
      {onRetry && retryLabel && (
        <button type="button" onClick={onRetry} className="mt-4 min-h-11 rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
          {retryLabel}
        </button>
      )}
    </div>
  );
}
