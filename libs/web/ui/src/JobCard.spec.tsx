/** @jest-environment jsdom */
import { fireEvent, render as renderDom, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { JobPost, JobPostContact } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { createAppStore, Provider } from '@chonail/web/data';
import { fakeApi } from '@chonail/web/data/testing';
import { JobCard } from './JobCard';
import { dismissToast, useToasts } from './toast-store';

/** The card asks the post's contact call through the app's store, as in the app. */
const render = (ui: ReactElement) => renderDom(<Provider store={createAppStore()}>{ui}</Provider>);

const NOW = new Date('2026-11-22T12:00:00Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000).toISOString();

const post = (overrides: Partial<JobPost> = {}) => sampleJobPost(overrides, NOW);

function renderCard(p: JobPost, lang: Lang = 'vi', onOpen = jest.fn()) {
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <JobCard post={p} now={NOW} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return { card: screen.getByTestId('job-card'), onOpen };
}

describe('JobCard', () => {
  it('shows title, clamped description, store and place, and the type badge in the reader’s language', () => {
    const { card } = renderCard(post());
    expect(within(card).getByText('Cần thợ bột gấp')).toBeTruthy();
    expect(screen.getByTestId('job-description').className).toContain('line-clamp-2');
    expect(card.textContent).toContain('Lotus Nails · Houston, TX');
    expect(screen.getByTestId('type-badge').textContent).toBe(vi.jobCard.jobType.hiring);
  });

  it('names selling posts in English too', () => {
    renderCard(post({ jobType: 'selling' }), 'en');
    expect(screen.getByTestId('type-badge').textContent).toBe(en.jobCard.jobType.selling);
  });

  it.each(['vi', 'en'] as const)('calls the number the owner chose, from the card, without opening it (%s)', (lang) => {
    const { onOpen } = renderCard(post({ phone: '+17135550299', salonPhone: '+17135550299', cellPhone: '+17135550142' }), lang);
    const call = screen.getByTestId('card-call');
    expect(call.getAttribute('href')).toBe('tel:+17135550299');
    expect(call.textContent).toBe(lang === 'vi' ? 'Gọi' : 'Call');
    expect(call.getAttribute('aria-label')).toBe(lang === 'vi' ? 'Gọi (713) 555-0299' : 'Call (713) 555-0299');
    fireEvent.click(call);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it.each(['vi', 'en'] as const)('reveals a masked number through the contact call on Call, which then dials it; the text’s numbers come with it (%s)', async (lang) => {
    const contact: JobPostContact = { id: 7, phone: '+17135550299', salonPhone: '+17135550299', textPhones: ['+18325550106'] };
    const fetchMock = fakeApi({ 'GET /api/job-posts/7/contact': { status: 200, body: contact } });
    const { onOpen } = renderCard(post({ phone: '(***) ***-0299', salonPhone: '(***) ***-0299', cellPhone: null, description: 'Gọi (***) ***-0106 nhé' }), lang);
    const call = screen.getByTestId('card-call');
    expect(call.tagName).toBe('BUTTON');
    expect(call.getAttribute('href')).toBeNull();
    expect(call.getAttribute('aria-label')).toBe(lang === 'vi' ? 'Gọi (***) ***-0299' : 'Call (***) ***-0299');
    expect(screen.getByTestId('job-description').textContent).toBe('Gọi (***) ***-0106 nhé');
    fireEvent.click(call);
    await waitFor(() => expect(screen.getByTestId('card-call').getAttribute('href')).toBe('tel:+17135550299'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('card-call').textContent).toBe(lang === 'vi' ? 'Gọi' : 'Call');
    expect(screen.getByTestId('card-call').getAttribute('aria-label')).toBe(lang === 'vi' ? 'Gọi (713) 555-0299' : 'Call (713) 555-0299');
    const shown = screen.getByTestId('revealed-phone');
    expect([shown.textContent, shown.getAttribute('href')]).toEqual(['(832) 555-0106', 'tel:+18325550106']);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it.each(['vi', 'en'] as const)('says so when the reveal allowance is used up, and keeps the number masked (%s)', async (lang) => {
    fakeApi({ 'GET /api/job-posts/7/contact': { status: 429, body: { code: 'CONTACT_REVEAL_LIMITED', message: 'Too many' } } });
    renderCard(post({ phone: '(***) ***-0299', description: 'Gọi (***) ***-0106' }), lang);
    const toasts = renderHook(() => useToasts());
    fireEvent.click(screen.getByTestId('masked-phone'));
    const words = lang === 'vi' ? 'Bạn đã xem quá nhiều số điện thoại' : 'You have revealed many phone numbers';
    await waitFor(() => expect(toasts.result.current[0]?.title).toContain(words));
    expect(screen.getByTestId('card-call').tagName).toBe('BUTTON');
    expect(screen.queryByTestId('revealed-phone')).toBeNull();
    dismissToast();
  });

  it('masks phone numbers and reveals one on click without opening the card', () => {
    const { onOpen } = renderCard(post());
    const masked = screen.getAllByTestId('masked-phone');
    expect(masked.map((b) => b.textContent)).toEqual(['(***) ***-0142', '(***) ***-0199']);
    expect(screen.getByTestId('job-description').textContent).not.toContain('555');
    fireEvent.click(masked[0] as HTMLElement);
    const shown = screen.getByTestId('revealed-phone');
    expect(shown.textContent).toBe('713-555-0142');
    expect(shown.getAttribute('href')).toBe('tel:+17135550142');
    expect(screen.getAllByTestId('masked-phone')).toHaveLength(1);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens the detail when the card or its title is clicked', () => {
    const { card, onOpen } = renderCard(post());
    fireEvent.click(card.querySelector('article') as HTMLElement);
    fireEvent.click(screen.getByRole('link', { name: vi.jobCard.open.replace('{{title}}', 'Cần thợ bột gấp') }));
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('marks diamond3 with its badge, the urgent badge (GẤP / URGENT) and the multicolour frame while paid', () => {
    const { card } = renderCard(post({ priorityAddon: 'diamond3', priorityEndsAt: days(10) }));
    expect(card.dataset['priority']).toBe('diamond3');
    expect(card.className).toContain('bg-gradient-to-r');
    expect(screen.getByTestId('priority-badge').textContent).toContain(vi.jobCard.priority.diamond3);
    expect(screen.getByTestId('urgent-badge').textContent).toBe('GẤP');
  });

  it('says URGENT in English, and drops every priority mark once the add-on has ended', () => {
    renderCard(post({ priorityAddon: 'diamond3', priorityEndsAt: days(1) }), 'en');
    expect(screen.getByTestId('urgent-badge').textContent).toBe('URGENT');
    document.body.innerHTML = '';
    const { card } = renderCard(post({ priorityAddon: 'diamond3', priorityEndsAt: days(-1) }));
    expect(card.dataset['priority']).toBe('none');
    expect(screen.queryByTestId('urgent-badge')).toBeNull();
    expect(screen.queryByTestId('priority-badge')).toBeNull();
  });

  it('shows the VIP tier badge only while the post is not expired', () => {
    renderCard(post({ isVip: true, vipDuration: 6 }));
    expect(screen.getByTestId('vip-badge').textContent).toBe('VVIP');
    document.body.innerHTML = '';
    renderCard(post({ isVip: true, vipDuration: 12, expiresAt: days(-1) }));
    expect(screen.queryByTestId('vip-badge')).toBeNull();
  });

  it('shows the Multi-State badge while the state add-on is paid', () => {
    renderCard(post({ isNationwide: true, selected_states: ['CA', 'GA'], stateAddonEndsAt: days(5) }), 'en');
    expect(screen.getByTestId('multistate-badge').textContent).toBe(`${en.jobCard.multiState} (2)`);
    document.body.innerHTML = '';
    renderCard(post({ isNationwide: true, selected_states: ['CA'], stateAddonEndsAt: days(-5) }));
    expect(screen.queryByTestId('multistate-badge')).toBeNull();
  });

  it('shows at most 4 acceptable images, 2 of them with +N, and only with the photo/video add-on', () => {
    const images = ['/uploads/1.jpg', 'javascript:alert(1)', '/uploads/2.webp', 'https://via.placeholder.com/300.png', '/uploads/3.mp4', '/uploads/4.png', '/uploads/5.jpg'];
    renderCard(post({ images, photo_video_addon: true, photoVideoEndsAt: days(30) }));
    const thumbnails = screen.getByTestId('thumbnails');
    expect([...thumbnails.querySelectorAll('img, video')].map((m) => m.getAttribute('src'))).toEqual(['/uploads/1.jpg', '/uploads/2.webp']);
    expect(screen.getByTestId('more-images').textContent).toBe('+2');
    document.body.innerHTML = '';
    renderCard(post({ images, photo_video_addon: false }));
    expect(screen.queryByTestId('thumbnails')).toBeNull();
  });

  it('replaces a broken image with the placeholder', () => {
    renderCard(post({ images: ['/uploads/gone.jpg'], photo_video_addon: true, photoVideoEndsAt: days(30) }));
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByTestId('broken-image').textContent).toBe(vi.jobCard.brokenImage);
  });

  it('gives diamond2 a background colour that stays the same for the same post', () => {
    const { card } = renderCard(post({ id: 12, priorityAddon: 'diamond2', priorityEndsAt: days(3) }));
    const first = (card.querySelector('article') as HTMLElement).className;
    expect(first).toMatch(/bg-(amber|sky|emerald|violet|rose)-50/);
    document.body.innerHTML = '';
    const again = renderCard(post({ id: 12, priorityAddon: 'diamond2', priorityEndsAt: days(3) }));
    expect((again.card.querySelector('article') as HTMLElement).className).toBe(first);
  });
});

describe('JobCard with a save heart (issue 36: long titles ran beneath it at 390 px)', () => {
  const LONG = 'Cần thợ nail gấp, bao lương $1,100–$1,500/tuần, có chỗ ở, khách Mỹ trắng tip cao - Houston, TX';

  function renderWithHeart(lang: Lang) {
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <JobCard post={post({ title: LONG })} now={NOW} saveControl={<button type="button" data-testid="heart">♡</button>} />
      </I18nextProvider>,
    );
  }

  it.each(['vi', 'en'] as const)('keeps the title’s whole box clear of the 44 px heart in the corner (%s)', (lang) => {
    renderWithHeart(lang);
    // The heart sits 12 px in (right-3) and is 44 px wide; the card's padding is 16 px, so the title's box ends 44 px further in (mr-11).
    expect(screen.getByTestId('heart').parentElement?.className).toContain('right-3');
    const title = screen.getByTestId('job-card-title');
    expect(title.className.split(' ')).toContain('mr-11');
    // The title link fills the padded box, not the card, and still clamps at two lines.
    expect(within(title).getByRole('link').className).toContain('w-full');
    expect(within(title).getByText(LONG).className).toContain('line-clamp-2');
  });

  it('gives the whole width to the title when no heart is shown', () => {
    render(
      <I18nextProvider i18n={createI18n('vi')}>
        <JobCard post={post({ title: LONG })} now={NOW} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('job-card-title').className.split(' ')).not.toContain('mr-11');
  });
});
