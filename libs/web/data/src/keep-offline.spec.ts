/** @jest-environment jsdom */
import { keepForOffline } from './keep-offline';

function withController(controller: { postMessage: jest.Mock } | null) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { controller }, configurable: true });
}

describe('keepForOffline', () => {
  afterEach(() => withController(null));

  it('asks the controlling worker to keep the files, each with this page as its referrer', () => {
    const postMessage = jest.fn();
    withController({ postMessage });
    window.history.pushState({}, '', '/?post=12');
    keepForOffline(['http://localhost/api/media/files/abc-400']);
    expect(postMessage).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [['http://localhost/api/media/files/abc-400', { referrer: 'http://localhost/?post=12' }]] },
    });
  });

  it('does nothing without a controlling worker, or with nothing to keep', () => {
    withController(null);
    expect(() => keepForOffline(['http://localhost/x.webp'])).not.toThrow();
    const postMessage = jest.fn();
    withController({ postMessage });
    keepForOffline([]);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
