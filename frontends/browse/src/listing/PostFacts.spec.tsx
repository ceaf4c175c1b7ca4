/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { createI18n, en, I18nextProvider, vi } from '@chonail/shared/i18n';
import { AreaLine, ExperienceLine } from './PostFacts';

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
