import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react';

const PageTime = createContext<Date | null>(null);
const FromServer = createContext(false);

/**
 * The instant a page's relative times ("2 giờ trước", what has expired) are counted from. A
 * server-rendered page (issue 37) is first drawn from the server's instant, `renderedAt`, so the
 * browser's take-over reads the same words the HTML has (a kept page may be half a minute old);
 * the next page (`page` changes) counts from the browser's own clock. Not sooner: a new value right
 * after the take-over would reach parts still waiting for their code (a lazily loaded page) and
 * make React draw them again instead of taking the server's over.
 */
export function PageTimeProvider({ renderedAt, page, children }: { renderedAt?: number; page: string; children: ReactNode }) {
  const [now, setNow] = useState(() => new Date(renderedAt ?? Date.now()));
  const first = useRef(page);
  useEffect(() => {
    if (page !== first.current) setNow(new Date());
  }, [page]);
  return (
    <PageTime.Provider value={now}>
      <FromServer.Provider value={renderedAt !== undefined && page === first.current}>{children}</FromServer.Provider>
    </PageTime.Provider>
  );
}

/**
 * Whether this page's first screen is the server's (being rendered on the server, or taken over
 * from its HTML): its lists are then drawn whole at once, as the HTML has them, not a few items at
 * a time. False from the next page on.
 */
export function useFromServer(): boolean {
  return useContext(FromServer);
}

/** The page's instant (see PageTimeProvider); outside one, the instant this component first rendered. */
export function usePageNow(): Date {
  const page = useContext(PageTime);
  const [own] = useState(() => new Date());
  return page ?? own;
}
