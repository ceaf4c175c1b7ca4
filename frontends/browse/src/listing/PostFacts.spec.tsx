/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createI18n, en, I18nextProvider, vi } from '@chonail/shared/i18n';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '@chonail/shared/domain';
import { AreaLine, ExperienceLine, FactLines } from './PostFacts';

const renderLine = (area: number | null) =>
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <dl>
        <AreaLine area={area} />
      </dl>
    </I18nextProvider>,
  );

describe('AreaLine', () => {
  it.each([
    [950, 'under1000'],
    [2500, '2500to3000'],
    [4200, 'over3000'],
  ] as const)('labels %i sq ft in English', (area, key) => {
    renderLine(area);
    expect(screen.getByTestId('detail-area').textContent).toBe(`${en.detail.areaLabel}: ${en.detail.areaValue.replace('{{area}}', String(area))} · ${en.detail.sizeLabel[key]}`);
  });

  it('shows nothing without an area, and no label for an area that is not real', () => {
    const { unmount } = renderLine(null);
    expect(screen.queryByTestId('detail-area')).toBeNull();
    unmount();
    renderLine(0);
    expect(screen.getByTestId('detail-area').textContent).toBe(`${en.detail.areaLabel}: ${en.detail.areaValue.replace('{{area}}', '0')}`);
  });
});

describe('ExperienceLine', () => {
  it.each(['vi', 'en'] as const)('names the level a hiring post asks for (%s)', (lang) => {
    const text = lang === 'vi' ? vi : en;
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <dl>
          <ExperienceLine level="beginner" />
        </dl>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('detail-experience').textContent).toBe(`${text.experience.label}: ${text.experience.beginner}`);
  });
});

describe('FactLines (issue 24)', () => {
  const renderFacts = (lang: 'vi' | 'en', facts: Parameters<typeof FactLines>[0]['facts']) =>
    render(
      <I18nextProvider i18n={createI18n(lang)}>
        <dl data-testid="list">
          <FactLines facts={facts} />
        </dl>
      </I18nextProvider>,
    );
  const pairs = () => screen.queryAllByTestId('detail-fact').map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]);

  const HIRING = {
    ...EMPTY_HIRING_FACTS,
    guaranteeAmount: 150,
    guaranteePer: 'day' as const,
    commissionPercent: 60,
    tips: true,
    housing: false,
    skills: ['acrylic' as const, 'pedicure' as const],
    licenseRequired: true,
    schedule: 'full_time' as const,
    daysPerWeek: 6,
  };

  it.each([
    [
      'vi',
      [
        ['Lương/tuần: ', '$900/tuần'],
        ['Cách trả lương: ', 'Bao lương hoặc ăn chia'],
        ['Bao lương: ', '$150/ngày'],
        ['Ăn chia (thợ/chủ): ', '6/4'],
        ['Tip riêng: ', 'Có'],
        ['Chỗ ở: ', 'Không'],
        ['Kỹ năng: ', 'Bột, Chân tay nước'],
        ['Cần bằng: ', 'Có'],
        ['Thời gian làm: ', 'Toàn thời gian'],
        ['Số ngày/tuần: ', '6'],
      ],
    ],
    [
      'en',
      [
        ['Weekly pay: ', '$900/week'],
        ['Pay type: ', 'Guarantee or commission'],
        ['Guaranteed pay: ', '$150/day'],
        ['Commission (tech/owner): ', '6/4'],
        ['Tips kept by the tech: ', 'Yes'],
        ['Housing: ', 'No'],
        ['Skills: ', 'Acrylic, Pedicure & manicure'],
        ['License required: ', 'Yes'],
        ['Schedule: ', 'Full time'],
        ['Days per week: ', '6'],
      ],
    ],
  ] as const)('lists every fact of a hiring post as a term and its value (%s)', (lang, expected) => {
    renderFacts(lang, { hiring: HIRING, weeklyPay: 900 });
    expect(pairs()).toEqual(expected);
  });

  it.each([
    ['vi', [['Giá bán: ', '$180k'], ['Doanh thu/tháng: ', '$45k'], ['Tiền thuê/tháng: ', '$4,500'], ['Hợp đồng thuê còn: ', '5 năm'], ['Số bàn/ghế: ', '10'], ['Ghế spa: ', '8'], ['Số thợ: ', '6'], ['Lý do bán: ', 'về hưu'], ['Cho trả góp: ', 'Có']]],
    ['en', [['Asking price: ', '$180k'], ['Monthly revenue: ', '$45k'], ['Monthly rent: ', '$4,500'], ['Lease left: ', '5 years'], ['Stations: ', '10'], ['Pedicure spas: ', '8'], ['Staff: ', '6'], ['Reason for selling: ', 'về hưu'], ['Owner financing: ', 'Yes']]],
  ] as const)('lists every fact of a salon for sale, the reason as the owner wrote it (%s)', (lang, expected) => {
    renderFacts(lang, {
      salon: { ...EMPTY_SALON_FACTS, askingPrice: 180_000, monthlyRevenue: 45_000, monthlyRent: 4_500, leaseYearsLeft: 5, stations: 10, pedicureSpas: 8, staffCount: 6, reasonForSelling: 'về hưu', financing: true },
    });
    expect(pairs()).toEqual(expected);
  });

  it('shows nothing for an old post without facts', () => {
    renderFacts('vi', { hiring: null, salon: null, weeklyPay: null });
    expect(screen.getByTestId('list').childElementCount).toBe(0);
  });
});
