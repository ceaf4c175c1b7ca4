/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { JobPost } from '@chonail/shared/contracts';
import { sampleJobPost } from '@chonail/shared/contracts/testing';
import { EMPTY_HIRING_FACTS, EMPTY_SALON_FACTS } from '@chonail/shared/domain';
import { en, type Lang, vi } from '@chonail/shared/i18n';
import { renderEdit } from './edit-post-testing';

/** Issue 24: the facts' fields of the portal's edit dialog (the same `FactsFields` as the wizard's step 2). */

const TEXT = { vi, en } as const;
const LANGS: Lang[] = ['vi', 'en'];

const HIRING_POST = sampleJobPost({
  id: 5,
  jobType: 'hiring',
  hiring: { ...EMPTY_HIRING_FACTS, guaranteeAmount: 150, guaranteePer: 'day', tips: true, skills: ['acrylic'] },
  weeklyPay: 900,
});
const SALON_POST = sampleJobPost({ id: 5, jobType: 'selling', title: 'Bán tiệm Katy', hiring: null, salon: null });

function renderFacts(post: JobPost, lang: Lang = 'vi') {
  return { ...renderEdit(post, { lang }), text: TEXT[lang] };
}

const change = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const save = async () => act(async () => void fireEvent.click(screen.getByTestId('edit-save')));
const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('the facts of a hiring post in the edit dialog', () => {
  it.each(LANGS)('shows the post’s facts, opened, under labels in the reader’s language (%s)', (lang) => {
    const { text } = renderFacts(HIRING_POST, lang);
    expect(screen.getByTestId('facts-toggle').textContent).toContain(text.factsForm.toggle);
    expect(screen.getByTestId('facts-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText(text.factsForm.amount.replace('{{label}}', text.facts.term.guarantee))).toBe(screen.getByTestId('fact-guaranteeAmount'));
    expect(screen.getByLabelText(text.facts.term.tips)).toBe(screen.getByTestId('fact-tips'));
    expect(screen.getByLabelText(text.facts.term.days)).toBe(screen.getByTestId('fact-daysPerWeek'));
    expect(screen.getByLabelText(text.facts.skill.acrylic)).toBe(screen.getByTestId('fact-skill-acrylic'));
    expect(value('fact-guaranteeAmount')).toBe('150');
    expect(value('fact-guaranteePer')).toBe('day');
    expect(value('fact-tips')).toBe('yes');
    expect(value('fact-housing')).toBe('');
    expect((screen.getByTestId('fact-skill-acrylic') as HTMLInputElement).checked).toBe(true);
    // The common splits, as owners say them.
    const splits = [...(screen.getByTestId('fact-commissionPercent') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(splits).toEqual([text.factsForm.unspecified, '5/5 (50/50)', '55/45', '6/4 (60/40)', '65/35', '7/3 (70/30)']);
  });

  it.each(LANGS)('refuses days per week out of range, on the field, and sends nothing (%s)', async (lang) => {
    const { puts, text } = renderFacts(HIRING_POST, lang);
    change('fact-daysPerWeek', '9');
    await save();
    await waitFor(() => expect(screen.getByTestId('edit-post-dialog').textContent).toContain(text.factsForm.errors.daysPerWeek));
    expect(screen.getByTestId('fact-daysPerWeek').getAttribute('aria-invalid')).toBe('true');
    expect(puts()).toHaveLength(0);
  });

  it.each(LANGS)('asks whether a guarantee is per day or per week (%s)', async (lang) => {
    const { puts, text } = renderFacts(HIRING_POST, lang);
    change('fact-guaranteePer', '');
    await save();
    await waitFor(() => expect(screen.getByTestId('edit-post-dialog').textContent).toContain(text.factsForm.errors.guaranteePer));
    expect(puts()).toHaveLength(0);
  });

  it('sends the changed facts, all of them, in the body', async () => {
    const { putBody, onClose } = renderFacts(HIRING_POST);
    change('fact-guaranteeAmount', '$1,000');
    change('fact-guaranteePer', 'week');
    change('fact-commissionPercent', '60');
    change('fact-housing', 'yes');
    change('fact-schedule', 'full_time');
    change('fact-daysPerWeek', '6');
    fireEvent.click(screen.getByTestId('fact-skill-gel'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['hiring']).toEqual({
      guaranteeAmount: 1000,
      guaranteePer: 'week',
      commissionPercent: 60,
      hourlyRate: null,
      tips: true,
      housing: true,
      skills: ['acrylic', 'gel'],
      licenseRequired: null,
      schedule: 'full_time',
      daysPerWeek: 6,
    });
  });

  it('leaves the facts alone when they are not changed', async () => {
    const first = renderFacts(HIRING_POST);
    change('edit-title', 'Cần thợ gấp');
    await save();
    await waitFor(() => expect(first.onClose).toHaveBeenCalled());
    expect('hiring' in first.putBody()).toBe(false);
  });

  it('clears the facts when all are taken away', async () => {
    const { putBody, onClose } = renderFacts(HIRING_POST);
    change('fact-guaranteeAmount', '');
    change('fact-guaranteePer', '');
    change('fact-tips', '');
    fireEvent.click(screen.getByTestId('fact-skill-acrylic'));
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['hiring']).toBeNull();
  });
});

describe('the facts of a salon for sale in the edit dialog', () => {
  it.each(LANGS)('is folded on a post without facts, and sends what is filled (%s)', async (lang) => {
    const { putBody, onClose, text } = renderFacts(SALON_POST, lang);
    const toggle = screen.getByTestId('facts-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('fact-askingPrice').closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle);
    expect(screen.getByTestId('fact-askingPrice').closest('[hidden]')).toBeNull();
    expect(screen.getByLabelText(text.factsForm.amount.replace('{{label}}', text.facts.term.askingPrice))).toBe(screen.getByTestId('fact-askingPrice'));
    expect(screen.getByLabelText(text.facts.term.stations)).toBe(screen.getByTestId('fact-stations'));
    change('fact-askingPrice', '180,000');
    change('fact-monthlyRevenue', '45000');
    change('fact-stations', '10');
    change('fact-financing', 'yes');
    change('fact-reasonForSelling', 'Về hưu');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(putBody()['salon']).toEqual({ ...EMPTY_SALON_FACTS, askingPrice: 180_000, monthlyRevenue: 45_000, stations: 10, financing: true, reasonForSelling: 'Về hưu' });
    expect('hiring' in putBody()).toBe(false);
  });

  it.each(LANGS)('refuses more stations than a salon can have (%s)', async (lang) => {
    const { puts, text } = renderFacts(SALON_POST, lang);
    fireEvent.click(screen.getByTestId('facts-toggle'));
    change('fact-stations', '900');
    await save();
    await waitFor(() => expect(screen.getByTestId('edit-post-dialog').textContent).toContain(text.factsForm.errors.stations));
    expect(puts()).toHaveLength(0);
  });
});
