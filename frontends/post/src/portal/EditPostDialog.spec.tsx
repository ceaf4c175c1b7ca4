/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobPost, MediaItem } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { en, vi } from '@chonail/shared/i18n';
import { mediaRoom } from './EditPostDialog';
import { renderEdit } from './edit-post-testing';

/** Spec 01 section 5: a post's title is at most 200 characters (pinned here, not read from the code). */
const TITLE_MAX = 200;

const urls = (n: number) => Array.from({ length: n }, (_, i) => `/uploads/photo-${i + 1}.jpg`);
const withImages = (n: number): JobPost => sampleJobPost({ id: 5, title: 'Cần thợ nail', description: 'Bao lương', photo_video_addon: true, images: urls(n) });

function uploaded(id: number, status: MediaItem['status'] = 'ready'): MediaItem {
  return {
    id, fileName: `f${id}`, originalName: `new-${id}.jpg`, filePath: `/api/media/files/f${id}`, thumbnailPath: null, posterPath: null, fileType: 'image',
    mimeType: 'image/jpeg', fileSize: 1000, uploadOrder: id, isMainImage: false, status, reason: null, width: 10, height: 10, durationSeconds: null,
    sessionId: 'x', jobPostId: null, createdAt: '2026-01-01T00:00:00.000Z',
  };
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const limit = () => screen.getByTestId('edit-media-limit');

describe('mediaRoom', () => {
  it('says how many more fit or must go', () => {
    expect(mediaRoom(5, 2)).toEqual({ count: 7, remaining: 5, excess: 0 });
    expect(mediaRoom(12, 0)).toEqual({ count: 12, remaining: 0, excess: 0 });
    expect(mediaRoom(13, 1)).toEqual({ count: 14, remaining: 0, excess: 2 });
  });
});

describe('EditPostDialog', () => {
  it('keeps Save off while the title is blank, and caps it at 200 characters (vi)', async () => {
    renderEdit(withImages(0));
    const title = (await screen.findByTestId('edit-title')) as HTMLInputElement;
    const save = screen.getByTestId('edit-save') as HTMLButtonElement;
    expect(screen.getByLabelText(vi.portal.edit.titleLabel)).toBe(title);
    expect(title.value).toBe('Cần thợ nail');
    expect(title.maxLength).toBe(TITLE_MAX);
    expect(save.disabled).toBe(false);

    fireEvent.change(title, { target: { value: '   ' } });
    expect(save.disabled).toBe(true);
    expect((await screen.findByTestId('edit-title-error')).textContent).toBe(vi.portal.edit.titleRequired);

    fireEvent.change(title, { target: { value: 'Tuyển thợ' } });
    expect(save.disabled).toBe(false);
    await waitFor(() => expect(screen.queryByTestId('edit-title-error')).toBeNull());

    // maxLength only stops typing; a longer value set another way still cannot be saved.
    fireEvent.change(title, { target: { value: 'a'.repeat(TITLE_MAX) } });
    expect(save.disabled).toBe(false);
    fireEvent.change(title, { target: { value: 'a'.repeat(TITLE_MAX + 1) } });
    expect(save.disabled).toBe(true);
  });

  it('sends the title, description and the kept media in their new order', async () => {
    const { putBody, onClose } = renderEdit(withImages(3));
    await screen.findByTestId('edit-media-grid');
    const tiles = () => screen.getAllByTestId('edit-media-tile');
    expect(tiles().map((tile) => tile.getAttribute('data-url'))).toEqual(urls(3));

    fireEvent.change(screen.getByTestId('edit-title'), { target: { value: '  Tuyển thợ bột  ' } });
    fireEvent.change(screen.getByLabelText(vi.portal.edit.descriptionLabel), { target: { value: 'Lương cao' } });
    fireEvent.click(within(tiles()[0] as HTMLElement).getByTestId('edit-media-remove'));
    fireEvent.click(within(tiles()[1] as HTMLElement).getByTestId('edit-media-earlier'));
    expect(tiles().map((tile) => tile.getAttribute('data-url'))).toEqual(['/uploads/photo-3.jpg', '/uploads/photo-2.jpg']);
    fireEvent.click(screen.getByTestId('edit-save'));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()).toEqual({ title: 'Tuyển thợ bột', description: 'Lương cao', images: ['/uploads/photo-3.jpg', '/uploads/photo-2.jpg'] });
    expect(screen.getByTestId('toast-probe').textContent).toBe(`${vi.portal.toast.updatedTitle}|${vi.portal.toast.updated}`);
  });

  it('states the limits with the current count and the room left (vi)', async () => {
    renderEdit(withImages(5));
    await screen.findByTestId('edit-media-grid');
    const rules = fill(vi.portal.edit.mediaRules, { max: 12, seconds: 15, maxMb: 50 });
    expect(rules).toBe('Tối đa 12 ảnh/video. Video dưới 15 giây sẽ tải nhanh hơn. Tối đa 50 MB mỗi file.');
    expect(limit().textContent).toBe(`${rules} ${fill(vi.portal.edit.mediaRoom, { count: 5, max: 12, remaining: 7 })}`);

    fireEvent.click(within(screen.getAllByTestId('edit-media-tile')[4] as HTMLElement).getByTestId('edit-media-remove'));
    expect(limit().getAttribute('data-count')).toBe('4');
    expect(limit().textContent).toContain(fill(vi.portal.edit.mediaRoom, { count: 4, max: 12, remaining: 8 }));
  });

  it('counts new uploads, gives the uploader only the room left, and sends their session (en)', async () => {
    const { putBody, session } = renderEdit(withImages(5), { lang: 'en', sessionFiles: [uploaded(1), uploaded(2), uploaded(3, 'rejected')] });
    // 12 - 5 kept: the widget's own heading shows its session against that room.
    await waitFor(() => expect(screen.getByTestId('uploader-heading').textContent).toBe(fill(en.uploader.heading, { count: 3, max: 7 })));
    // The refused file is not attached by the server, so it does not count. The count follows the
    // session's answer a render after the widget's heading (on a busy machine, visibly later).
    await waitFor(() => expect(limit().textContent).toContain(fill(en.portal.edit.mediaRoom, { count: 7, max: 12, remaining: 5 })));

    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe(`${en.portal.toast.updatedTitle}|${en.portal.toast.updated}`));
    expect(session.id).toMatch(/^upload_/);
    expect(putBody()).toEqual({ title: 'Cần thợ nail', description: 'Bao lương', images: urls(5), sessionId: session.id });
  });

  it('refuses to save more than 12, says how many must go, and turns the uploader off at 12 (vi)', async () => {
    const { puts, putBody } = renderEdit(withImages(13));
    await screen.findByTestId('edit-media-grid');
    const excess = fill(vi.portal.edit.mediaExcess, { count: 13, max: 12, excess: 1 });
    expect(limit().textContent).toContain(excess);

    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe(`${vi.portal.toast.tooManyTitle}|${limit().textContent}`));
    expect(screen.getByTestId('toast-probe').textContent).toContain(excess);
    expect(puts()).toHaveLength(0);

    fireEvent.click(within(screen.getAllByTestId('edit-media-tile')[0] as HTMLElement).getByTestId('edit-media-remove'));
    expect(limit().textContent).toContain(fill(vi.portal.edit.mediaFull, { count: 12, max: 12 }));
    expect(((await screen.findByTestId('uploader-choose')) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect((putBody()['images'] as string[]).length).toBe(12);
  });

  it('shows the limit message when the server refuses too many files (en)', async () => {
    const tooMany = renderEdit(withImages(2), { lang: 'en', answers: { 'PUT /api/job-posts/5': { status: 400, body: { message: 'At most 12', code: 'TOO_MANY_MEDIA' } } } });
    await screen.findByTestId('edit-media-grid');
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe(`${en.portal.toast.tooManyTitle}|${limit().textContent}`));
    expect(tooMany.onClose).not.toHaveBeenCalled();
  });

  it('says the update failed (en)', async () => {
    const { onClose } = renderEdit(withImages(0), { lang: 'en', answers: { 'PUT /api/job-posts/5': { status: 503, body: { message: 'down' } } } });
    fireEvent.click(await screen.findByTestId('edit-save'));
    await waitFor(() => expect(screen.getByTestId('toast-probe').textContent).toBe(`${en.portal.toast.updateFailedTitle}|${en.portal.toast.updateFailed}`));
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('EditPostDialog: photos on a post without the photo/video add-on (issue 17)', () => {
  const TEXT = { vi, en } as const;
  const free = (images: string[] = []): JobPost => sampleJobPost({ id: 5, title: 'Cần thợ nail', photo_video_addon: false, photoVideoEndsAt: null, images });

  it.each(['vi', 'en'] as const)('says before any upload that photos need the add-on, offers it, and has no uploader (%s)', async (lang) => {
    renderEdit(free(), { lang });
    const notice = await screen.findByTestId('edit-photo-addon-notice');
    const p = TEXT[lang].portal.edit;
    expect(notice.textContent).toContain(p.photosNeedAddon);
    expect(notice.textContent).toContain(p.photosAddonHow);
    expect(screen.queryByTestId('uploader-choose')).toBeNull();
    expect(screen.queryByTestId('edit-media-limit')).toBeNull();

    const link = within(notice).getByTestId('edit-photo-addon-link');
    expect(link.textContent).toBe(p.photosAddonCta);
    expect(link.getAttribute('href')).toBe('/new-package?addon=photo_video');
    fireEvent.click(link);
    expect(screen.getByTestId('location').textContent).toBe('/new-package?addon=photo_video');
  });

  it.each(['vi', 'en'] as const)('marks the photos visitors do not see, and still lets them be removed (%s)', async (lang) => {
    const ended = sampleJobPost({ id: 5, photo_video_addon: true, photoVideoEndsAt: '2020-01-01T00:00:00.000Z', images: urls(2) });
    const { putBody } = renderEdit(ended, { lang });
    expect((await screen.findByTestId('edit-hidden-photos')).textContent).toBe(TEXT[lang].portal.edit.hiddenPhotos);
    fireEvent.click(within(screen.getAllByTestId('edit-media-tile')[0] as HTMLElement).getByTestId('edit-media-remove'));
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(putBody()['images']).toEqual([urls(2)[1]]));
  });
});

describe('EditPostDialog: the contact phone (issue 17)', () => {
  const TEXT = { vi, en } as const;

  it.each(['vi', 'en'] as const)('shows the post’s phone, and sends a new one as +1 and ten digits (%s)', async (lang) => {
    const post = sampleJobPost({ id: 5, salonPhone: '+17135550299', cellPhone: '+17135550142' });
    const { putBody, onClose } = renderEdit(post, { lang });
    const field = (await screen.findByLabelText(TEXT[lang].portal.edit.phoneLabel)) as HTMLInputElement;
    expect(field.value).toBe('(713) 555-0299');
    expect(screen.getByText(fill(TEXT[lang].portal.edit.phoneHint, { phone: '(713) 555-0142' }))).toBeTruthy();
    fireEvent.change(field, { target: { value: '281.555.0142' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['salonPhone']).toBe('+12815550142');
  });

  it.each(['vi', 'en'] as const)('refuses a bad number on the field and sends nothing (%s)', async (lang) => {
    const { puts } = renderEdit(sampleJobPost({ id: 5 }), { lang });
    const field = (await screen.findByTestId('edit-phone')) as HTMLInputElement;
    for (const bad of ['12', 'abc', '1234567890123456789012345']) {
      fireEvent.change(field, { target: { value: bad } });
      fireEvent.click(screen.getByTestId('edit-save'));
      expect((await screen.findByTestId('edit-phone-error')).textContent).toBe(TEXT[lang].portal.edit.phoneInvalid);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(field);
    }
    expect(puts()).toHaveLength(0);
  });

  it('clears the number: callers reach the account phone again (vi)', async () => {
    const { putBody, onClose } = renderEdit(sampleJobPost({ id: 5, salonPhone: '+17135550299' }));
    fireEvent.change(await screen.findByTestId('edit-phone'), { target: { value: '' } });
    fireEvent.click(screen.getByTestId('edit-save'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['salonPhone']).toBeNull();
  });
});
