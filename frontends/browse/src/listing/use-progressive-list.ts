import { startTransition, useEffect, useState } from 'react';
import { useFromServer } from '@chonail/web/ui';

/**
 * A phone screen shows two or three cards; rendering all 50 of a page in one go blocks a mid-range
 * phone's main thread for a third of a second (issue 21: Lighthouse's total blocking time). So the
 * first `first` items render at once and the rest follow `step` at a time, each step in its own
 * task: a transition alone slices React's rendering but commits the whole list in one long task.
 * `complete` says when the whole list is in. A server-rendered page's first list is whole at once
 * (issue 37): the HTML already has every item, which the browser takes over as they are.
 */
export function useProgressiveList<T>(list: T[] | undefined, first: number, step = 2 * first): { shown: T[] | undefined; complete: boolean } {
  const fromServer = useFromServer();
  const [progress, setProgress] = useState({ list, count: fromServer ? Number.MAX_SAFE_INTEGER : first });
  // A new list starts over with its first items (React's "adjust state while rendering" pattern,
  // so the old list's count never shows the new list whole for one render).
  const count = progress.list === list ? progress.count : first;
  if (progress.list !== list) setProgress({ list, count: first });
  const complete = list !== undefined && count >= list.length;
  useEffect(() => {
    if (!list || complete) return;
    const timer = setTimeout(() => startTransition(() => setProgress({ list, count: count + step })), 0);
    return () => clearTimeout(timer);
  }, [list, count, step, complete]);
  return { shown: list && !complete ? list.slice(0, count) : list, complete };
}
