import { startTransition, useEffect, useState } from 'react';

/**
 * A phone screen shows two or three cards; rendering all 50 of a page in one go blocks a mid-range
 * phone's main thread for a third of a second (issue 21: Lighthouse's total blocking time). So the
 * first `first` items render at once and the whole list follows in a transition, which React
 * renders in slices between the browser's own work. `complete` says when the whole list is in.
 */
export function useProgressiveList<T>(list: T[] | undefined, first: number): { shown: T[] | undefined; complete: boolean } {
  const [rendered, setRendered] = useState<T[] | undefined>(undefined);
  useEffect(() => {
    if (list && list.length > first) startTransition(() => setRendered(list));
  }, [list, first]);
  if (!list || list.length <= first || rendered === list) return { shown: list, complete: list !== undefined };
  return { shown: list.slice(0, first), complete: false };
}
