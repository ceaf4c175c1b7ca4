/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { useSteps } from './after-paint';

function Staged({ last }: { last: number }) {
  const step = useSteps(last);
  return <p data-testid="step">{step}</p>;
}

const shown = () => screen.getByTestId('step').textContent;

describe('useSteps', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes one step per task, up to the last, and then stays there', () => {
    render(<Staged last={2} />);
    // The first render draws step 0 only: the rest waits for later tasks.
    expect(shown()).toBe('0');
    act(() => void jest.advanceTimersToNextTimer());
    expect(shown()).toBe('1');
    act(() => void jest.advanceTimersToNextTimer());
    expect(shown()).toBe('2');
    act(() => void jest.runOnlyPendingTimers());
    expect(shown()).toBe('2');
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops stepping when the component goes away', () => {
    const { unmount } = render(<Staged last={3} />);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
