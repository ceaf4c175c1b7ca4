/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useProgressiveList } from './use-progressive-list';

const list = Array.from({ length: 50 }, (_, i) => i);

describe('useProgressiveList', () => {
  it('renders the first items at once and the whole list right after', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const value = useProgressiveList(list, 6);
      seen.push(value.shown?.length ?? -1);
      return value;
    });
    expect(seen[0]).toBe(6);
    await act(async () => undefined);
    expect(result.current).toEqual({ shown: list, complete: true });
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
    await act(async () => undefined);
    const before = seen.length;
    rerender({ items: next });
    await act(async () => undefined);
    expect(seen[before]).toEqual(next.slice(0, 6));
    expect(result.current).toEqual({ shown: next, complete: true });
  });
});
