/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { TranslationNote, useShownText } from './shown-text';

/** Issue 24: a listing reads in the reader's language whichever language its owner wrote, with the original a click away. */
const VIETNAMESE = sampleJobPost({ id: 71, title: 'Cần thợ bột', description: 'Bao lương $900/tuần, có chỗ ở.' });
const ENGLISH = sampleJobPost({ id: 72, title: 'Nail tech needed', description: 'Busy salon, $900/week guaranteed.' });

function Shown({ post }: { post: JobPost }) {
  const shown = useShownText(post);
  return (
    <div>
      <h1 data-testid="title">{shown.title}</h1>
      <p data-testid="description">{shown.description}</p>
      <TranslationNote shown={shown} />
    </div>
  );
}

function show(post: JobPost, lang: Lang, translated: boolean) {
  const fetchMock = fakeApi({
    'POST /api/translate-job': () => {
      const body = JSON.parse(String(fetchMock.mock.calls.at(-1)?.[1]?.body)) as { title: string; description: string; targetLanguage: 'vi' | 'en' };
      const mark = `[${body.targetLanguage}] `;
      return {
        status: 200,
        body: translated
          ? { title: `${mark}${post.title}`, description: `${mark}${post.description}`, targetLanguage: body.targetLanguage, translated: true }
          : { title: post.title, description: post.description, targetLanguage: body.targetLanguage, translated: false },
      };
    },
  });
  render(
    <Provider store={createAppStore()}>
      <I18nextProvider i18n={createI18n(lang)}>
        <Shown post={post} />
      </I18nextProvider>
    </Provider>,
  );
  const asked = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/translate-job').map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
  return { asked };
}

const TEXT = { vi, en } as const;

describe('a listing in the reader’s language', () => {
  it.each([
    ['en', VIETNAMESE, 'Original in Vietnamese'],
    ['vi', ENGLISH, 'Bản gốc tiếng Anh'],
  ] as const)('in %s: translates a listing written in the other language, and shows the original on request', async (lang, post, originalLabel) => {
    const { asked } = show(post, lang, true);
    await waitFor(() => expect(screen.getByTestId('title').textContent).toBe(`[${lang}] ${post.title}`));
    expect(screen.getByTestId('description').textContent).toBe(`[${lang}] ${post.description}`);
    expect(screen.getByText(TEXT[lang].jobPage.translated)).toBeTruthy();
    expect(asked()).toEqual([{ jobPostId: post.id, title: post.title, description: post.description, targetLanguage: lang }]);

    fireEvent.click(screen.getByRole('button', { name: lang === 'vi' ? 'Xem bản gốc' : 'Show original' }));
    expect(screen.getByTestId('title').textContent).toBe(post.title);
    expect(screen.getByTestId('description').textContent).toBe(post.description);
    expect(screen.getByTestId('job-original-language').textContent).toContain(originalLabel);

    fireEvent.click(screen.getByRole('button', { name: lang === 'vi' ? 'Xem bản dịch' : 'Show translation' }));
    expect(screen.getByTestId('title').textContent).toBe(`[${lang}] ${post.title}`);
    expect(asked()).toHaveLength(1);
  });

  it.each([
    ['vi', VIETNAMESE],
    ['en', ENGLISH],
  ] as const)('in %s: shows a listing written in the reader’s language as it is, asking for nothing', async (lang, post) => {
    const { asked } = show(post, lang, true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('title').textContent).toBe(post.title);
    expect(screen.queryByTestId('job-original-language')).toBeNull();
    expect(screen.queryByTestId('job-translation-toggle')).toBeNull();
    expect(asked()).toEqual([]);
  });

  it.each([
    ['en', VIETNAMESE, 'Original in Vietnamese'],
    ['vi', ENGLISH, 'Bản gốc tiếng Anh'],
  ] as const)('in %s: without a translation, shows the original and says which language it is in', async (lang, post, originalLabel) => {
    show(post, lang, false);
    await waitFor(() => expect(screen.getByTestId('job-original-language').textContent).toBe(originalLabel));
    expect(screen.getByTestId('title').textContent).toBe(post.title);
    expect(screen.queryByTestId('job-translation-toggle')).toBeNull();
  });
});
