/** @jest-environment jsdom */
import type { MediaItem } from '@chonail/shared/contracts';
import { ApiError } from './api-error';
import { signedIn } from './auth.slice';
import { fakeApi, FakeXhr } from './fake-fetch';
import { mediaApi, uploadMedia } from './media-api';
import { REFRESH_PATH } from './request';
import { createAppStore } from './store';
import { UPLOAD_ABORTED, UPLOAD_NETWORK_ERROR, uploadMediaFile } from './upload-media';


const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  localStorage.clear();
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const SESSION = 'upload_1767225600000_abcdef12';
const ITEM = { id: 7, originalName: 'tiem.jpg', status: 'processing', uploadOrder: 0, isMainImage: true } as MediaItem;
const photo = () => new File([new Uint8Array(300)], 'tiem.jpg', { type: 'image/jpeg' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function signedInStore(token = 'token-1') {
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: token }));
  return store;
}

describe('uploadMediaFile', () => {
  it('posts the session field then the file with the bearer token and cookies, reporting progress', async () => {
    const store = signedInStore();
    const progress: Array<[number, number]> = [];
    const done = uploadMediaFile({ file: photo(), sessionId: SESSION, onProgress: (loaded, total) => progress.push([loaded, total]) }, store);
    const [xhr] = FakeXhr.sent as [FakeXhr];
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual(['POST', '/api/upload-media', true]);
    expect(xhr.headers['Authorization']).toBe('Bearer token-1');
    expect([...(xhr.body?.keys() ?? [])]).toEqual(['sessionId', 'files']);
    expect(xhr.body?.get('sessionId')).toBe(SESSION);
    expect((xhr.body?.get('files') as File).name).toBe('tiem.jpg');
    await xhr.progress(150, 300);
    await xhr.progress(300, 300);
    xhr.respond(200, { files: [ITEM] });
    await expect(done).resolves.toEqual([ITEM]);
    expect(progress).toEqual([
      [0, 300],
      [150, 300],
      [300, 300],
    ]);
  });

  it('names the edited post in the query', async () => {
    const done = uploadMediaFile({ file: photo(), sessionId: SESSION, jobPostId: 42 }, signedInStore());
    expect(FakeXhr.sent[0]?.url).toBe('/api/upload-media?jobPostId=42');
    FakeXhr.sent[0]?.respond(200, { files: [] });
    await done;
  });

  it('raises the server’s code and message as an ApiError', async () => {
    const done = uploadMediaFile({ file: photo(), sessionId: SESSION }, signedInStore());
    FakeXhr.sent[0]?.respond(400, { message: 'At most 10 files per upload session', code: 'TOO_MANY_FILES' });
    const error = (await done.catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([400, 'TOO_MANY_FILES', 'At most 10 files per upload session']);
  });

  it('on a 401 refreshes the token once and sends the file again with the new one', async () => {
    const fetchMock = fakeApi({ [`POST ${REFRESH_PATH}`]: { status: 200, body: { accessToken: 'token-2' } } });
    const store = signedInStore('token-1');
    const done = uploadMediaFile({ file: photo(), sessionId: SESSION }, store);
    FakeXhr.sent[0]?.respond(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    while (FakeXhr.sent.length < 2) await flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(FakeXhr.sent[1]?.headers['Authorization']).toBe('Bearer token-2');
    expect(FakeXhr.sent[1]?.body?.get('sessionId')).toBe(SESSION);
    FakeXhr.sent[1]?.respond(200, { files: [ITEM] });
    await expect(done).resolves.toEqual([ITEM]);
    expect(store.getState().auth.accessToken).toBe('token-2');
  });

  it('does not refresh for a guest, and reports a refused refresh as the 401', async () => {
    const fetchMock = fakeApi({ [`POST ${REFRESH_PATH}`]: { status: 401, body: { message: 'expired' } } });
    const guest = uploadMediaFile({ file: photo(), sessionId: SESSION }, createAppStore());
    FakeXhr.sent[0]?.respond(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await expect(guest).rejects.toMatchObject({ status: 401 });
    expect(fetchMock).not.toHaveBeenCalled();

    const store = signedInStore();
    const member = uploadMediaFile({ file: photo(), sessionId: SESSION }, store);
    FakeXhr.sent[1]?.respond(401, { message: 'Unauthorized', code: 'UNAUTHORIZED' });
    await expect(member).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(FakeXhr.sent).toHaveLength(2);
    expect(store.getState().auth.accessToken).toBeNull();
  });

  it('tells a dropped connection and an abort apart', async () => {
    const dropped = uploadMediaFile({ file: photo(), sessionId: SESSION }, signedInStore());
    FakeXhr.sent[0]?.onerror?.();
    await expect(dropped).rejects.toMatchObject({ status: 0, code: UPLOAD_NETWORK_ERROR });

    const controller = new AbortController();
    const aborted = uploadMediaFile({ file: photo(), sessionId: SESSION, signal: controller.signal }, signedInStore());
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: UPLOAD_ABORTED });
    await expect(uploadMediaFile({ file: photo(), sessionId: SESSION, signal: controller.signal }, signedInStore())).rejects.toMatchObject({ code: UPLOAD_ABORTED });
    expect(FakeXhr.sent).toHaveLength(2);
  });
});

describe('uploadMedia (the thunk the widget uses)', () => {
  it('adds the new files to the session list at once and asks the list again', async () => {
    const later = { ...ITEM, id: 8, uploadOrder: 1, isMainImage: false };
    const fetchMock = fakeApi({ [`GET /api/media/uploads?sessionId=${SESSION}`]: { status: 200, body: [ITEM] } });
    const store = signedInStore();
    await store.dispatch(mediaApi.endpoints.mediaUploads.initiate(SESSION));
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const done = store.dispatch(uploadMedia({ file: photo(), sessionId: SESSION }));
    FakeXhr.sent[0]?.respond(200, { files: [later] });
    await expect(done).resolves.toEqual([later]);
    expect(mediaApi.endpoints.mediaUploads.select(SESSION)(store.getState()).data?.map((f) => f.id)).toEqual([7, 8]);
    while (fetchMock.mock.calls.length < 2) await flush();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/media/uploads?sessionId=${SESSION}`);
  });
});
