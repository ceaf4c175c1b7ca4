/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Lang } from '@chonail/shared/i18n';
import { bodies, fillNewStore, LANGS, renderWizard, TEXT, type Fetch } from './wizard-testing';

/** Issue 24 in step 2: the facts' fields and "paste your ad" (apart from PackageWizard.spec, which is slow). */

const HIRING_AD = 'Tiệm nail vùng Houston cần thợ bột, bao lương $900/tuần hoặc ăn chia 6/4, tip riêng, có chỗ ở. Cần bằng. Gọi 713-555-0142';
const SALON_AD = 'Bán tiệm 10 bàn 8 ghế spa, doanh thu $45k/tháng, giá $180,000, tiền thuê $4,500, lease còn 5 năm. Lý do bán: về hưu.';

const byTestId = (id: string) => screen.getByTestId(id);
const type = (id: string, value: string) => fireEvent.change(byTestId(id), { target: { value } });
const posts = (fetchMock: Fetch) => bodies(fetchMock, 'POST', '/api/job-posts');
const checked = (id: string) => (byTestId(id) as HTMLInputElement).checked;
const value = (id: string) => (byTestId(id) as HTMLInputElement).value;

async function openStep2(lang: Lang) {
  const rendered = renderWizard({ lang });
  fireEvent.click(await screen.findByTestId('wizard-package-submit'));
  await screen.findByTestId('wizard-step2');
  return rendered;
}


const paste = (text: string) => {
  type('paste-ad-text', text);
  fireEvent.click(byTestId('paste-ad-run'));
};
const found = () => screen.queryAllByTestId('paste-ad-row').map((row) => row.textContent);

describe('paste your ad (wizard step 2)', () => {
  it.each(LANGS)('lists what a Vietnamese ad says, fills the form only once confirmed, and posts the facts (%s)', async (lang) => {
    const { fetchMock } = await openStep2(lang);
    const text = TEXT[lang];
    expect(within(byTestId('paste-ad')).getByText(text.factsForm.paste.title)).toBeTruthy();
    expect(screen.getByLabelText(text.factsForm.paste.hint)).toBe(byTestId('paste-ad-text'));
    paste(HIRING_AD);

    expect(byTestId('paste-ad-found').textContent).toContain(text.factsForm.paste.found);
    const rows = found();
    expect(rows).toEqual(
      expect.arrayContaining([
        `${text.factsForm.paste.jobType}: ${text.wizard.listing.jobTypes.hiring}`,
        `${text.facts.term.guarantee}: ${text.facts.perWeek.replace('{{amount}}', '$900')}`,
        `${text.facts.term.commission}: 6/4`,
        `${text.facts.term.tips}: ${text.facts.yes}`,
        `${text.facts.term.housing}: ${text.facts.yes}`,
        `${text.facts.term.skills}: ${text.facts.skill.acrylic}`,
        `${text.facts.term.license}: ${text.facts.yes}`,
        `${text.factsForm.paste.description}: ${text.factsForm.paste.descriptionValue}`,
      ]),
    );
    // Nothing is filled before the owner confirms.
    expect(checked('job-type-hiring')).toBe(false);
    expect(screen.queryByTestId('facts-fields')).toBeNull();
    expect(value('listing-description')).toBe('');

    fireEvent.click(byTestId('paste-ad-use'));
    expect(byTestId('paste-ad-filled').textContent).toBe(text.factsForm.paste.filled);
    expect(screen.queryByTestId('paste-ad-found')).toBeNull();
    expect(checked('job-type-hiring')).toBe(true);
    expect(value('listing-description')).toBe(HIRING_AD);
    expect(byTestId('facts-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(value('fact-guaranteeAmount')).toBe('900');
    expect(value('fact-guaranteePer')).toBe('week');
    expect(value('fact-commissionPercent')).toBe('60');
    expect(value('fact-tips')).toBe('yes');
    expect(value('fact-housing')).toBe('yes');
    expect(value('fact-licenseRequired')).toBe('yes');
    expect(checked('fact-skill-acrylic')).toBe(true);
    expect(checked('fact-skill-gel')).toBe(false);

    fillNewStore();
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toMatchObject({
      jobType: 'hiring',
      description: HIRING_AD,
      hiring: {
        guaranteeAmount: 900,
        guaranteePer: 'week',
        commissionPercent: 60,
        hourlyRate: null,
        tips: true,
        housing: true,
        skills: ['acrylic'],
        licenseRequired: true,
        schedule: null,
        daysPerWeek: null,
      },
    });
    expect('salon' in (posts(fetchMock)[0] ?? {})).toBe(false);
  });

  it.each(LANGS)('fills nothing when the owner does not confirm (%s)', async (lang) => {
    await openStep2(lang);
    paste(SALON_AD);
    expect(found().length).toBeGreaterThan(0);
    fireEvent.click(byTestId('paste-ad-dismiss'));
    expect(screen.queryByTestId('paste-ad-found')).toBeNull();
    expect(checked('job-type-selling')).toBe(false);
    expect(checked('job-type-hiring')).toBe(false);
    expect(value('listing-description')).toBe('');
    expect(screen.queryByTestId('facts-fields')).toBeNull();
  });

  it.each(LANGS)('says so when the text holds nothing it knows (%s)', async (lang) => {
    await openStep2(lang);
    paste('Xin chào các bạn');
    expect(byTestId('paste-ad-nothing').textContent).toBe(TEXT[lang].factsForm.paste.nothing);
    expect(screen.queryByTestId('paste-ad-use')).toBeNull();
    expect(value('listing-description')).toBe('');
  });

  it.each(LANGS)('keeps a stated pay range: the found list, the "to" field and the post say $1,100–1,500 a week (issue 36, %s)', async (lang) => {
    const text = TEXT[lang];
    const { fetchMock } = await openStep2(lang);
    paste('Cần thợ bột gấp, lương $1,100-$1,500/tuần tùy tay nghề.');
    expect(found()).toEqual(expect.arrayContaining([`${text.facts.term.weeklyPay}: ${text.facts.perWeek.replace('{{amount}}', '$1,100–1,500')}`]));
    fireEvent.click(byTestId('paste-ad-use'));
    expect([value('fact-guaranteeAmount'), value('fact-guaranteeTo'), value('fact-guaranteePer')]).toEqual(['1100', '1500', 'week']);
    fillNewStore();
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toMatchObject({ hiring: { guaranteeAmount: 1100, guaranteePer: 'week', payRange: { from: 1100, to: 1500, per: 'week' } } });
  });

  it('fills a salon for sale and keeps a description already written', async () => {
    const { fetchMock } = await openStep2('vi');
    type('listing-description', 'Tiệm đẹp, khách ổn định');
    paste(SALON_AD);
    expect(found()).toEqual(
      expect.arrayContaining(['Loại tin: Bán tiệm', 'Giá bán: $180k', 'Doanh thu/tháng: $45k', 'Số bàn/ghế: 10', 'Ghế spa: 8', 'Hợp đồng thuê còn: 5 năm', 'Lý do bán: về hưu']),
    );
    expect(found().some((row) => row?.startsWith('Nội dung tin'))).toBe(false);
    fireEvent.click(byTestId('paste-ad-use'));
    expect(checked('job-type-selling')).toBe(true);
    expect(value('listing-description')).toBe('Tiệm đẹp, khách ổn định');
    expect(value('fact-askingPrice')).toBe('180000');
    expect(value('fact-stations')).toBe('10');
    fillNewStore();
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(posts(fetchMock)[0]).toMatchObject({
      jobType: 'selling',
      salon: { askingPrice: 180_000, monthlyRevenue: 45_000, monthlyRent: 4_500, leaseYearsLeft: 5, stations: 10, pedicureSpas: 8, reasonForSelling: 'về hưu' },
    });
    expect('hiring' in (posts(fetchMock)[0] ?? {})).toBe(false);
  });
});

describe('the facts’ fields (wizard step 2)', () => {
  it.each(LANGS)('refuses an hourly rate out of range, on the field, and sends nothing (%s)', async (lang) => {
    const { fetchMock } = await openStep2(lang);
    const text = TEXT[lang];
    fireEvent.click(byTestId('job-type-hiring'));
    fillNewStore();
    type('listing-description', 'Cần thợ');
    fireEvent.click(byTestId('facts-toggle'));
    expect(screen.getByLabelText(text.factsForm.amount.replace('{{label}}', text.facts.term.hourly))).toBe(byTestId('fact-hourlyRate'));
    type('fact-hourlyRate', '5000');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(byTestId('wizard-step2').textContent).toContain(text.factsForm.errors.hourlyRate));
    expect(byTestId('fact-hourlyRate').getAttribute('aria-invalid')).toBe('true');
    // A failed submit focuses the field, as it does any other of the form.
    expect(document.activeElement).toBe(byTestId('fact-hourlyRate'));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('opens a folded section on a failed submit and focuses the field at fault', async () => {
    const { fetchMock } = await openStep2('vi');
    fireEvent.click(byTestId('job-type-selling'));
    fillNewStore();
    type('listing-description', 'Bán tiệm');
    fireEvent.click(byTestId('facts-toggle'));
    type('fact-stations', '900');
    fireEvent.click(byTestId('facts-toggle'));
    expect(byTestId('facts-toggle').getAttribute('aria-expanded')).toBe('false');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(document.activeElement).toBe(byTestId('fact-stations')));
    expect(byTestId('facts-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(byTestId('wizard-step2').textContent).toContain(TEXT.vi.factsForm.errors.stations);
    expect(posts(fetchMock)).toEqual([]);
  });

  it('sends no facts when none is stated', async () => {
    const { fetchMock } = await openStep2('vi');
    fireEvent.click(byTestId('job-type-hiring'));
    fillNewStore();
    type('listing-description', 'Cần thợ');
    await act(async () => void fireEvent.click(byTestId('wizard-submit')));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect('hiring' in (posts(fetchMock)[0] ?? {})).toBe(false);
    expect('salon' in (posts(fetchMock)[0] ?? {})).toBe(false);
  });
});
