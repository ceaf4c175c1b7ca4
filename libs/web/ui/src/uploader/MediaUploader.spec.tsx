/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MediaItem } from '@chonail/shared/contracts';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
// Test wiring only: the widget itself never imports the data lib, it is handed `mediaUploaderApi`.
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { mediaUploaderApi } from '@chonail/web/data/posting';
import { fakeApi, FakeXhr, type FakeRoute } from '@chonail/web/data/testing';
import { toast, useToasts } from '../toast-store';
import { MediaUploader as LazyMediaUploader } from './LazyMediaUploader';
import { MediaUploader } from './MediaUploader';
import type { MediaUploaderProps } from './types';


const SESSION = 'upload_1767225600000_abcdef12';
const LIST = `GET /api/media/uploads?sessionId=${SESSION}`;
const MB = 1024 * 1024;

function item(id: number, overrides: Partial<MediaItem> = {}): MediaItem {
  return {
    id,
    fileName: `0000000${id}-aaaa-bbbb-cccc-dddddddddddd`,
    originalName: `photo-${id}.jpg`,
    filePath: `/api/media/files/f${id}`,
    thumbnailPath: `/api/media/files/f${id}?variant=thumb`,
    posterPath: null,
    fileType: 'image',
    mimeType: 'image/jpeg',
    fileSize: 1_572_864,
    uploadOrder: id - 1,
    isMainImage: id === 1,
    status: 'ready',
    reason: null,
    width: 800,
    height: 600,
    durationSeconds: null,
    sessionId: SESSION,
    jobPostId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
const several = (n: number) => Array.from({ length: n }, (_, i) => item(i + 1));

function ToastProbe() {
  const toasts = useToasts().filter((t) => t.open);
  return (
    <ul data-testid="toasts">
      {toasts.map((t) => (
        <li key={t.id} data-variant={t.variant}>
          {t.title}|{t.description}
        </li>
      ))}
    </ul>
  );
}
const toastText = () => screen.getByTestId('toasts').textContent ?? '';

function renderUploader({
  lang = 'vi' as Lang,
  answers = {} as Record<string, FakeRoute>,
  props = {} as Partial<MediaUploaderProps>,
  Widget = MediaUploader,
} = {}) {
  const fetchMock = fakeApi(answers);
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token-1' }));
  const onFilesChange = jest.fn();
  const onSessionId = jest.fn();
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <Widget api={mediaUploaderApi} sessionId={SESSION} onFilesChange={onFilesChange} onSessionId={onSessionId} {...props} />
        <ToastProbe />
      </I18nextProvider>
    </Provider>,
  );
  return { fetchMock, store, onFilesChange, onSessionId };
}

const tiles = () => screen.queryAllByTestId('uploader-tile');
const tileIds = () => tiles().map((tile) => Number(tile.dataset['mediaId']));
const calls = (fetchMock: jest.Mock, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]: [string, RequestInit | undefined]) => u === url && (init?.method ?? 'GET') === method);

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('uploader-input'), { target: { files } });
}
const jpeg = (name = 'tiem.jpg') => new File([new Uint8Array(100)], name, { type: 'image/jpeg' });

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.sent = [];
  FakeXhr.settle = (change) => act(async () => change());
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  localStorage.clear();
  // Only the newest toast is kept: this one stands for "no toast from this test yet".
  toast({ title: 'none' });
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

describe('MediaUploader', () => {
  it('shows the drop zone, the hints and the session’s files with count/max; the first is main and cannot be removed', async () => {
    const files = several(3);
    const { fetchMock, onFilesChange, onSessionId } = renderUploader({ answers: { [LIST]: { status: 200, body: files } } });
    expect(screen.getByTestId('uploader-choose').textContent).toBe(vi.uploader.choose);
    expect(screen.getByTestId('uploader-dropzone').textContent).toContain('Ảnh dưới 10MB và video dưới 15 giây sẽ hiển thị tốt hơn');
    expect(screen.getByTestId('uploader-input').getAttribute('accept')).toContain('video/quicktime');
    expect(onSessionId).toHaveBeenCalledWith(SESSION);

    await waitFor(() => expect(tiles()).toHaveLength(3));
    expect(screen.getByTestId('uploader-heading').textContent).toBe('File đã tải lên (3/10)');
    expect(calls(fetchMock, 'GET', `/api/media/uploads?sessionId=${SESSION}`)).toHaveLength(1);
    const [first, second] = tiles() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('main-badge').textContent).toBe('Chính');
    expect(within(first).queryByTestId('tile-remove')).toBeNull();
    expect(within(second).queryByTestId('main-badge')).toBeNull();
    expect(within(second).getByRole('button', { name: 'Xóa photo-2.jpg' })).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/media/files/f1?variant=thumb');
    expect(onFilesChange).toHaveBeenLastCalledWith(files);
  });

  it('makes its own session id when none is given, and reports it', async () => {
    const fetchMock = fakeApi({});
    const onSessionId = jest.fn();
    const store = createAppStore();
    render(
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('vi')}>
          <MediaUploader api={mediaUploaderApi} onSessionId={onSessionId} />
        </I18nextProvider>
      </Provider>,
    );
    const id = onSessionId.mock.calls[0]?.[0] as string;
    expect(id).toMatch(/^upload_\d{13}_[a-z0-9]+$/);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(`/api/media/uploads?sessionId=${id}`, expect.anything()));
  });

  it('refuses more files than the maximum with "Quá giới hạn file" and sends nothing', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(9) } } });
    await waitFor(() => expect(tiles()).toHaveLength(9));
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    expect(toastText()).toBe('Quá giới hạn file|Chỉ được tải lên tối đa 10 file');
    expect(screen.getByTestId('toasts').querySelector('li')?.dataset['variant']).toBe('destructive');
    expect(FakeXhr.sent).toHaveLength(0);
    expect(screen.queryByTestId('uploader-pending')).toBeNull();
  });

  it('refuses a wrong type with "Định dạng file không hợp lệ" and sends nothing', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: [] } } });
    choose(jpeg(), new File(['%PDF'], 'menu.pdf', { type: 'application/pdf' }));
    expect(toastText()).toBe(
      'Định dạng file không hợp lệ|Chỉ chấp nhận ảnh (JPEG, PNG, GIF, WebP) và video (MP4, WebM, MOV, AVI), tối đa 50MB mỗi file',
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('refuses a file over 50 MB with "File quá lớn", naming it, and sends nothing', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: [] } } });
    const big = new File(['x'], 'video-tiem.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 50 * MB + 1 });
    choose(big);
    expect(toastText()).toBe('File quá lớn|File "video-tiem.mp4" vượt quá 50MB. Vui lòng chọn file nhỏ hơn.');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads with a progress bar, says "Upload thành công", then shows the tile processing until a poll finds it ready', async () => {
    let server: MediaItem[] = [];
    const { onFilesChange } = renderUploader({ answers: { [LIST]: () => ({ status: 200, body: server }) } });
    await waitFor(() => expect(onFilesChange).toHaveBeenCalledWith([]));

    choose(jpeg('tiem.jpg'));
    const button = screen.getByTestId('uploader-choose') as HTMLButtonElement;
    expect(button.textContent).toBe('Đang tải lên...');
    expect(button.disabled).toBe(true);
    const [xhr] = FakeXhr.sent as [FakeXhr];
    expect(xhr.url).toBe('/api/upload-media');
    expect(xhr.headers['Authorization']).toBe('Bearer token-1');
    expect(xhr.body?.get('sessionId')).toBe(SESSION);

    await xhr.progress(50, 100);
    const bar = screen.getByRole('progressbar', { name: 'Đang tải lên tiem.jpg' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('pending-label').textContent).toBe('50%');

    const processing = item(1, { originalName: 'tiem.jpg', status: 'processing', thumbnailPath: null });
    server = [processing];
    await xhr.respond(200, { files: [processing] });
    expect(toastText()).toBe(`Upload thành công|Đã tải lên 1 file`);
    expect(screen.queryByTestId('uploader-pending')).toBeNull();
    expect(button.textContent).toBe('Chọn File');
    expect(button.disabled).toBe(false);
    const tile = screen.getByTestId('uploader-tile');
    expect(within(tile).getByTestId('tile-status').textContent).toBe('Đang xử lý');
    expect(within(tile).getByTestId('main-badge')).toBeTruthy();

    server = [item(1, { originalName: 'tiem.jpg' })];
    await waitFor(() => expect(screen.getByTestId('uploader-tile').dataset['status']).toBe('ready'), { timeout: 4000 });
    expect(within(screen.getByTestId('uploader-tile')).queryByTestId('tile-status')).toBeNull();
    expect(onFilesChange).toHaveBeenLastCalledWith([expect.objectContaining({ id: 1, status: 'ready' })]);
  });

  it('sends several files one request each, each with its own bar, waiting ones marked', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: [] } } });
    choose(jpeg('a.jpg'), jpeg('b.jpg'));
    const labels = () => screen.getAllByTestId('pending-label').map((l) => l.textContent);
    expect(screen.getAllByRole('progressbar')).toHaveLength(2);
    expect(labels()).toEqual(['0%', 'Đang chờ...']);
    await FakeXhr.sent[0]?.respond(200, { files: [item(1, { originalName: 'a.jpg' })] });
    expect(labels()).toEqual(['0%']);
    expect((FakeXhr.sent[1]?.body?.get('files') as File).name).toBe('b.jpg');
    await FakeXhr.sent[1]?.respond(200, { files: [item(2, { originalName: 'b.jpg' })] });
    expect(toastText()).toBe(`Upload thành công|Đã tải lên 2 file`);
  });

  it('turns a server error code into the translated "Upload thất bại" toast and resets the widget', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: [] } } });
    choose(jpeg('renamed.jpg'));
    await FakeXhr.sent[0]?.respond(400, { message: 'Định dạng file không hợp lệ...', code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(toastText()).toBe(`Upload thất bại|${vi.uploader.errors.UNSUPPORTED_MEDIA_TYPE}`);
    expect(screen.getByTestId('uploader-choose').textContent).toBe('Chọn File');
    expect((screen.getByTestId('uploader-input') as HTMLInputElement).value).toBe('');

    choose(jpeg('one.jpg'), jpeg('two.jpg'));
    await FakeXhr.sent[1]?.respond(400, { message: 'At most 10 files per upload session', code: 'TOO_MANY_FILES' });
    // Not a problem of the file itself: the rest of the selection is not sent.
    expect(FakeXhr.sent).toHaveLength(2);
    expect(toastText()).toBe('Upload thất bại|one.jpg: Chỉ được tải lên tối đa 10 file');
    expect(screen.queryByTestId('uploader-pending')).toBeNull();

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    choose(jpeg('x.jpg'));
    await FakeXhr.sent[2]?.respond(500, { message: 'boom', code: 'INTERNAL_ERROR' });
    expect(toastText()).toBe('Upload thất bại|Vui lòng thử lại');
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('removes a file: DELETE, list asked again, "✅ Đã xóa file" naming it', async () => {
    let server = several(3);
    const { fetchMock, onFilesChange } = renderUploader({
      answers: {
        [LIST]: () => ({ status: 200, body: server }),
        'DELETE /api/media/2': () => {
          server = [item(1), { ...item(3), uploadOrder: 1 }];
          return { status: 200, body: { success: true } };
        },
      },
    });
    await waitFor(() => expect(tiles()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: 'Xóa photo-2.jpg' }));
    await waitFor(() => expect(toastText()).toBe('✅ Đã xóa file|File photo-2.jpg đã được xóa khỏi cơ sở dữ liệu'));
    expect(calls(fetchMock, 'DELETE', '/api/media/2')).toHaveLength(1);
    expect(calls(fetchMock, 'GET', `/api/media/uploads?sessionId=${SESSION}`).length).toBeGreaterThanOrEqual(2);
    expect(tileIds()).toEqual([1, 3]);
    expect(screen.getByTestId('uploader-heading').textContent).toBe('File đã tải lên (2/10)');
    expect(onFilesChange).toHaveBeenLastCalledWith(server);
  });

  it('keeps the file and says "❌ Lỗi xóa file" when the removal fails', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(2) }, 'DELETE /api/media/2': { status: 500, body: { message: 'db down', code: 'INTERNAL_ERROR' } } } });
    await waitFor(() => expect(tiles()).toHaveLength(2));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Xóa photo-2.jpg' }));
    await waitFor(() => expect(toastText()).toBe('❌ Lỗi xóa file|Không thể xóa file. Vui lòng thử lại.'));
    expect(tileIds()).toEqual([1, 2]);
    expect((screen.getByRole('button', { name: 'Xóa photo-2.jpg' }) as HTMLButtonElement).disabled).toBe(false);
    jest.restoreAllMocks();
  });

  it('reorders with the move buttons: the new order is saved, uploadOrder = index, only the first is main', async () => {
    const reordered = [item(2), item(1), item(3)].map((f, i) => ({ ...f, uploadOrder: i, isMainImage: i === 0 }));
    const { fetchMock, onFilesChange } = renderUploader({
      answers: { [LIST]: { status: 200, body: several(3) }, 'PUT /api/media/order': { status: 200, body: reordered } },
    });
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const later = screen.getByRole('button', { name: 'Đưa photo-1.jpg ra sau' });
    later.focus();
    fireEvent.click(later);

    expect(tileIds()).toEqual([2, 1, 3]);
    expect(within(tiles()[0] as HTMLElement).getByTestId('main-badge')).toBeTruthy();
    expect(within(tiles()[1] as HTMLElement).queryByTestId('main-badge')).toBeNull();
    expect(within(tiles()[1] as HTMLElement).getByRole('button', { name: 'Xóa photo-1.jpg' })).toBeTruthy();
    expect(within(tiles()[0] as HTMLElement).queryByTestId('tile-remove')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Đưa photo-1.jpg ra sau');
    expect(screen.getByTestId('uploader-announcement').textContent).toBe('Đã chuyển photo-1.jpg đến vị trí 2');

    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/media/order')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'PUT', '/api/media/order')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ sessionId: SESSION, ids: [2, 1, 3] });
    const sent = onFilesChange.mock.calls.find(([files]: [MediaItem[]]) => files[0]?.id === 2)?.[0] as MediaItem[];
    expect(sent.map((f) => [f.id, f.uploadOrder, f.isMainImage])).toEqual([
      [2, 0, true],
      [1, 1, false],
      [3, 2, false],
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Đưa photo-3.jpg lên trước' }));
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/media/order')).toHaveLength(2));
  });

  it('reorders by dragging a tile’s handle onto another tile (pointer events, so touch works)', async () => {
    const { fetchMock } = renderUploader({
      answers: { [LIST]: { status: 200, body: several(3) }, 'PUT /api/media/order': { status: 200, body: [item(2), item(3), item(1)] } },
    });
    await waitFor(() => expect(tiles()).toHaveLength(3));
    const target = tiles()[2] as HTMLElement;
    const original = document.elementFromPoint;
    document.elementFromPoint = () => target;
    const handle = within(tiles()[0] as HTMLElement).getByTestId('tile-drag');
    expect(handle.className).toContain('touch-none');
    fireEvent.pointerDown(handle, { pointerId: 1, button: 0 });
    fireEvent.pointerMove(handle, { pointerId: 1 });
    expect(target.className).toContain('ring-rose-500');
    fireEvent.pointerUp(handle, { pointerId: 1 });
    document.elementFromPoint = original;

    expect(tileIds()).toEqual([2, 3, 1]);
    await waitFor(() => expect(calls(fetchMock, 'PUT', '/api/media/order')).toHaveLength(1));
    const [, init] = calls(fetchMock, 'PUT', '/api/media/order')[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body)).ids).toEqual([2, 3, 1]);
  });

  it('puts the old order back and says so when the server refuses the new one', async () => {
    renderUploader({
      answers: { [LIST]: { status: 200, body: several(2) }, 'PUT /api/media/order': { status: 400, body: { message: 'ids must list every file', code: 'VALIDATION_ERROR' } } },
    });
    await waitFor(() => expect(tiles()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Đưa photo-2.jpg lên trước' }));
    expect(tileIds()).toEqual([2, 1]);
    await waitFor(() => expect(toastText()).toBe(`${vi.uploader.toast.reorderFailedTitle}|${vi.uploader.toast.reorderFailedBody}`));
    await waitFor(() => expect(tileIds()).toEqual([1, 2]));
  });

  it('opens a preview with the original name, the media and the human-readable size', async () => {
    const video = item(2, { originalName: 'quay-tiem.mov', fileType: 'video', mimeType: 'video/mp4', fileSize: 12 * MB, posterPath: '/api/media/files/f2?variant=poster', thumbnailPath: null });
    renderUploader({ answers: { [LIST]: { status: 200, body: [item(1, { originalName: 'Tiệm đẹp.jpg' }), video] } } });
    await waitFor(() => expect(tiles()).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Xem Tiệm đẹp.jpg' }));
    let dialog = await screen.findByTestId('uploader-preview');
    expect(within(dialog).getByRole('heading').textContent).toBe('Tiệm đẹp.jpg');
    expect(within(dialog).getByRole('img', { name: 'Tiệm đẹp.jpg' }).getAttribute('src')).toBe('/api/media/files/f1');
    expect(within(dialog).getByTestId('preview-size').textContent).toBe('Dung lượng: 1.5 MB');
    fireEvent.click(within(dialog).getByRole('button', { name: vi.common.close }));
    await waitFor(() => expect(screen.queryByTestId('uploader-preview')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Xem quay-tiem.mov' }));
    dialog = await screen.findByTestId('uploader-preview');
    const player = within(dialog).getByTestId('preview-video') as HTMLVideoElement;
    expect([player.getAttribute('src'), player.autoplay, player.muted, player.controls]).toEqual(['/api/media/files/f2', true, true, true]);
    expect(within(dialog).getByTestId('preview-size').textContent).toBe('Dung lượng: 12 MB');
  });

  it('shows a refused file with its translated reason, and lets it go even when first', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: [item(1, { status: 'rejected', reason: 'video_too_long', fileType: 'video' }), item(2, { status: 'failed', reason: 'processing_failed' })] } } });
    await waitFor(() => expect(tiles()).toHaveLength(2));
    const [first, second] = tiles() as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('tile-status').textContent).toBe('Bị từ chốiVideo quá dài');
    expect(within(second).getByTestId('tile-status').textContent).toBe('Xử lý thất bạiKhông xử lý được file');
    expect(within(first).getByTestId('tile-placeholder')).toBeTruthy();
    expect(within(first).getByTestId('tile-remove')).toBeTruthy();
  });

  it('falls back to an image icon when a thumbnail does not load', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(1) } } });
    await waitFor(() => expect(tiles()).toHaveLength(1));
    fireEvent.error((tiles()[0] as HTMLElement).querySelector('img') as HTMLImageElement);
    expect(within(tiles()[0] as HTMLElement).getByTestId('tile-placeholder')).toBeTruthy();
  });

  it('disables the button at the maximum, and entirely when disabled (no list is asked then)', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(4) } }, props: { maxFiles: 4 } });
    await waitFor(() => expect(tiles()).toHaveLength(4));
    expect(screen.getByTestId('uploader-heading').textContent).toBe('File đã tải lên (4/4)');
    expect((screen.getByTestId('uploader-choose') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.drop(screen.getByTestId('uploader-dropzone'), { dataTransfer: { files: [jpeg()], types: ['Files'] } });
    expect(toastText()).toBe('Quá giới hạn file|Chỉ được tải lên tối đa 4 file');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks nothing and accepts nothing while disabled', () => {
    const { fetchMock } = renderUploader({ answers: { [LIST]: { status: 200, body: several(1) } }, props: { disabled: true } });
    expect((screen.getByTestId('uploader-choose') as HTMLButtonElement).disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.drop(screen.getByTestId('uploader-dropzone'), { dataTransfer: { files: [jpeg()], types: ['Files'] } });
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('uploads dropped files and names the edited post (12 files allowed)', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(10) } }, props: { jobPostId: 42 } });
    await waitFor(() => expect(screen.getByTestId('uploader-heading').textContent).toBe('File đã tải lên (10/12)'));
    fireEvent.drop(screen.getByTestId('uploader-dropzone'), { dataTransfer: { files: [jpeg('drop.jpg')], types: ['Files'] } });
    expect(FakeXhr.sent[0]?.url).toBe('/api/upload-media?jobPostId=42');
    await FakeXhr.sent[0]?.respond(200, { files: [item(11, { originalName: 'drop.jpg' })] });
  });

  it('speaks English too', async () => {
    renderUploader({ lang: 'en', answers: { [LIST]: { status: 200, body: several(2) } } });
    expect(screen.getByTestId('uploader-choose').textContent).toBe('Choose files');
    expect(screen.getByTestId('uploader-dropzone').textContent).toContain('Photos under 10MB and videos under 15 seconds work better');
    await waitFor(() => expect(tiles()).toHaveLength(2));
    expect(screen.getByTestId('uploader-heading').textContent).toBe('Uploaded files (2/10)');
    expect(within(tiles()[0] as HTMLElement).getByTestId('main-badge').textContent).toBe(en.uploader.main);
    expect(screen.getByRole('button', { name: 'Remove photo-2.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move photo-1.jpg later' })).toBeTruthy();

    choose(jpeg('a.jpg'), jpeg('b.jpg'), ...several(7).map((f) => jpeg(f.originalName)));
    expect(toastText()).toBe('Too many files|You can upload at most 10 files');
    choose(jpeg('x.jpg'));
    expect(screen.getByTestId('uploader-choose').textContent).toBe('Uploading...');
    await FakeXhr.sent[0]?.respond(413, { message: 'Each file may be at most 50MB', code: 'FILE_TOO_LARGE' });
    expect(toastText()).toBe('Upload failed|Each file may be at most 50MB');
  });

  it('is exported as a lazily loaded component', async () => {
    renderUploader({ answers: { [LIST]: { status: 200, body: several(1) } }, Widget: LazyMediaUploader });
    expect(await screen.findByTestId('media-uploader')).toBeTruthy();
    await waitFor(() => expect(tiles()).toHaveLength(1));
  });
});
