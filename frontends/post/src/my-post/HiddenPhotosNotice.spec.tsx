/** @jest-environment jsdom */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { SAMPLE_USER, sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { MemoryRouter, Route, Routes } from '@chonail/web/router';
import { MyPostPage } from './MyPostPage';

/** Issue 17 item 3: the owner's page showed a free post's photos as if visitors saw them too. */
const TEXT = { vi, en } as const;
const IMAGES = ['/uploads/a.jpg', '/uploads/b.jpg'];
const days = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const FREE: JobPost = sampleJobPost({ id: 51, isOwner: true, photo_video_addon: false, photoVideoEndsAt: null, images: IMAGES });
const PAID: JobPost = sampleJobPost({ id: 52, isOwner: true, photo_video_addon: true, photoVideoEndsAt: days(30), images: IMAGES });

function renderPage(post: JobPost, lang: Lang) {
  fakeApi({
    'GET /api/auth/user': { status: 200, body: SAMPLE_USER },
    [`GET /api/job-posts/${post.id}`]: { status: 200, body: post },
    // A post bought with no payment of its own: the API answers null.
    [`GET /api/job-posts/${post.id}/payment`]: { status: 200, body: null },
  });
  const store = createAppStore();
  store.dispatch(signedIn({ accessToken: 'token' }));
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[`/my-posts/${post.id}`]}>
          <Routes>
            <Route path="/my-posts/:id" element={<MyPostPage />} />
            <Route path="/new-package" element={<p data-testid="wizard-route" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
}

describe('the owner’s page of a post whose photos visitors do not see', () => {
  it.each(['vi', 'en'] as const)('marks the gallery and links to the photo/video add-on (%s)', async (lang) => {
    renderPage(FREE, lang);
    const gallery = await screen.findByTestId('my-post-images', {}, { timeout: 5000 });
    const mark = within(gallery).getByTestId('my-post-hidden-photos');
    expect(mark.textContent).toContain(TEXT[lang].myPost.hiddenPhotos);
    expect(TEXT[lang].myPost.hiddenPhotos).toBe(lang === 'vi' ? 'Khách không thấy ảnh này: cần gói Ảnh/Video' : "Visitors don't see these photos: needs the Photos & video add-on");
    fireEvent.click(within(mark).getByRole('link', { name: TEXT[lang].myPost.photosAddonCta }));
    expect(await screen.findByTestId('wizard-route', {}, { timeout: 5000 })).toBeTruthy();

    // A post whose add-on runs shows its gallery unmarked.
    cleanup();
    renderPage(PAID, lang);
    const paidGallery = await screen.findByTestId('my-post-images', {}, { timeout: 5000 });
    expect(within(paidGallery).queryByTestId('my-post-hidden-photos')).toBeNull();
  });
});
