/** @jest-environment jsdom */
import { dismissToast, toast, useToasts } from './toast-store';
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
    // Spec 02 section 9: "one visible".
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
    // Spec 02 section 9: "a dismissed toast is removed after 1,000,000 ms".
    act(() => jest.advanceTimersByTime(999_999));
    expect(result.current.find((t) => t.id === id)).toMatchObject({ open: false });
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.find((t) => t.id === id)).toBeUndefined();
  });
});
