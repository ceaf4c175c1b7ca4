/** @jest-environment jsdom */
import { dismissToast, toast, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, useToasts } from './toast-store';
import { act, renderHook } from '@testing-library/react';

describe('toast store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps only the newest toast visible', () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: 'first' });
      toast({ title: 'second' });
    });
    expect(TOAST_LIMIT).toBe(1);
    expect(result.current.map((t) => t.title)).toEqual(['second']);
  });

  it('closes a dismissed toast at once and drops it after the removal delay', () => {
    const { result } = renderHook(() => useToasts());
    let id = 0;
    act(() => {
      id = toast({ title: 'bye' }).id;
    });
    act(() => dismissToast(id));
    expect(result.current[0]).toMatchObject({ id, open: false });
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(result.current.find((t) => t.id === id)).toBeUndefined();
  });
});
