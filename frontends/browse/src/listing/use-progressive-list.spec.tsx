/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { PageTimeProvider } from '@chonail/web/ui';
import { useProgressiveList } from './use-progressive-list';

const list = Array.from({ length: 50 }, (_, i) => i);

describe('useProgressiveList', () => {
  it('renders the first items at once and the rest a step at a time, each step in its own task', async () => {
    jest.useFakeTimers();
    try {
      const seen: number[] = [];
      const { result } = renderHook(() => {
        const value = useProgressiveList(list, 6, 12);
        seen.push(value.shown?.length ?? -1);
        return value;
      });
      expect(result.current).toEqual({ shown: list.slice(0, 6), complete: false });
      for (const length of [18, 30, 42]) {
        await act(async () => void jest.advanceTimersByTime(0));
        expect(result.current).toEqual({ shown: list.slice(0, length), complete: false });
      }
      await act(async () => void jest.advanceTimersByTime(0));
      expect(result.current).toEqual({ shown: list, complete: true });
      expect([...new Set(seen)]).toEqual([6, 18, 30, 42, 50]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('draws a server-rendered page\'s first list whole (the HTML has every item), and the next page\'s a step at a time (issue 37)', () => {
    let page = '/';
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PageTimeProvider renderedAt={1_700_000_000_000} page={page}>
        {children}
      </PageTimeProvider>
    );
    const { result, rerender } = renderHook(({ items }) => useProgressiveList(items, 6), { wrapper, initialProps: { items: list } });
    expect(result.current).toEqual({ shown: list, complete: true });
    page = '/map';
    rerender({ items: list.map((n) => n + 100) });
    expect(result.current.shown).toHaveLength(6);
  });

  it('shows a short list whole, and nothing while there is no list', () => {
    expect(renderHook(() => useProgressiveList([1, 2], 6)).result.current).toEqual({ shown: [1, 2], complete: true });
    expect(renderHook(() => useProgressiveList(undefined, 6)).result.current).toEqual({ shown: undefined, complete: false });
  });

  it('starts over with the first items when a new list arrives', async () => {
    const next = list.map((n) => n + 100);
    const seen: Array<number[] | undefined> = [];
    const { result, rerender } = renderHook(
      ({ items }) => {
        const value = useProgressiveList(items, 6);
        seen.push(value.shown);
        return value;
      },
      { initialProps: { items: list } },
    );
    await waitFor(() => expect(result.current.complete).toBe(true));
    const before = seen.length;
    rerender({ items: next });
    expect(seen[before]).toEqual(next.slice(0, 6));
    await waitFor(() => expect(result.current.complete).toBe(true));
    expect(result.current).toEqual({ shown: next, complete: true });
  });
});
