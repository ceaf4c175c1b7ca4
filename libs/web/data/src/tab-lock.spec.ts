/** @jest-environment node */
import { REFRESH_LOCK_NAME, REFRESH_LOCK_WAIT_MS, withRefreshLock } from './tab-lock';

type LockRequest = (name: string, options: { signal?: AbortSignal }, callback: () => Promise<unknown>) => Promise<unknown>;
const useLocks = (request: LockRequest) => ((globalThis as { navigator?: unknown }).navigator = { locks: { request } });

afterEach(() => {
  delete (globalThis as { navigator?: unknown }).navigator;
  jest.useRealTimers();
});

describe('withRefreshLock', () => {
  it('runs the task at once where there are no Web Locks', async () => {
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });

  it('runs the task holding the refresh lock', async () => {
    const names: string[] = [];
    useLocks((name, _options, callback) => (names.push(name), callback()));
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
    expect(names).toEqual([REFRESH_LOCK_NAME]);
  });

  it('runs the task anyway when the lock is refused (say, a sandboxed frame)', async () => {
    useLocks(() => Promise.reject(new DOMException('denied', 'SecurityError')));
    await expect(withRefreshLock(async () => 'done')).resolves.toBe('done');
  });

  it('passes on the task’s own failure, without running it again', async () => {
    useLocks((_name, _options, callback) => callback());
    const task = jest.fn(async () => {
      throw new Error('network down');
    });
    await expect(withRefreshLock(task)).rejects.toThrow('network down');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it(`stops waiting for a lock another tab holds after ${REFRESH_LOCK_WAIT_MS / 1000} s and runs the task itself`, async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    // Held elsewhere for ever: granted never, given up when the signal aborts, as a browser does.
    useLocks(
      (_name, { signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('gave up', 'AbortError')))),
    );
    const task = jest.fn(async () => 'done');
    const result = withRefreshLock(task);
    await jest.advanceTimersByTimeAsync(REFRESH_LOCK_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('done');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
