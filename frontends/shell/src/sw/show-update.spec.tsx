/** @jest-environment jsdom */
import { act } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { createI18n, en, vi, type Lang } from '@chonail/shared/i18n';
import { showUpdate } from './show-update';

// The page's side of a new version (issue 37): the banner in the reader's language, and Reload
// letting the waiting worker take over before the page reloads (the e2e offline spec runs it for real).
const catalogues = { vi, en };

function fakeWorkers() {
  const container = new EventTarget();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  const waiting = { postMessage: jest.fn() };
  const reload = jest.fn();
  return { container, waiting, reload };
}

afterEach(() => document.body.replaceChildren());

describe.each(['vi', 'en'] as const)('the new-version banner in %s', (lang: Lang) => {
  const t = catalogues[lang];
  beforeEach(() => {
    createI18n(lang);
  });

  it('says a new version is ready, and Reload brings it in only once it has taken over', async () => {
    const { container, waiting, reload } = fakeWorkers();
    await act(async () => showUpdate({ waiting } as unknown as ServiceWorkerRegistration, reload));
    expect(screen.getByTestId('app-update').textContent).toContain(t.appUpdate.ready);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.appUpdate.reload })));
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('Later closes it and keeps the running version', async () => {
    const { waiting, reload } = fakeWorkers();
    await act(async () => showUpdate({ waiting } as unknown as ServiceWorkerRegistration, reload));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: t.appUpdate.later })));
    expect(screen.queryByTestId('app-update')).toBeNull();
    expect(waiting.postMessage).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows one banner however often the worker reports the waiting version', async () => {
    const { waiting, reload } = fakeWorkers();
    await act(async () => {
      showUpdate({ waiting } as unknown as ServiceWorkerRegistration, reload);
      showUpdate({ waiting } as unknown as ServiceWorkerRegistration, reload);
    });
    expect(screen.getAllByTestId('app-update')).toHaveLength(1);
  });
});
