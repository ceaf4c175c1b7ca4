/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuditEntry } from '@chonail/shared/contracts';
import { calls, fill, LANGS, page, renderAdmin, TEXT } from './admin-testing';

jest.mock('./BarChart', () => ({ __esModule: true, default: () => null }));

const AT = '2026-01-02T21:05:00.000Z';
const pad = (n: number) => String(n).padStart(2, '0');
/** The reader's local date and time, written out by hand so the spec does not lean on the code it checks. */
function localText(lang: 'vi' | 'en', iso: string) {
  const d = new Date(iso);
  const h = d.getHours();
  return lang === 'vi'
    ? `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()} ${pad(h)}:${pad(d.getMinutes())}`
    : `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()}, ${h % 12 || 12}:${pad(d.getMinutes())} ${h < 12 ? 'AM' : 'PM'}`;
}

const entry = (id: number, fields: Partial<AuditEntry>): AuditEntry => ({
  id,
  actorId: 1,
  actorPhone: '+17135550123',
  actorName: 'Tuong Admin',
  action: 'post.hide',
  targetType: 'post',
  targetId: '12',
  before: null,
  after: null,
  createdAt: AT,
  ...fields,
});

const ENTRIES: AuditEntry[] = [
  entry(5, {
    action: 'pricing.update',
    targetType: 'pricing',
    targetId: null,
    before: { prices: { photo_video: 1500, state: 500, diamond1: 500, diamond2: 1000, diamond3: 3000 }, labels: { package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 500 } },
    after: { prices: { photo_video: 1500, state: 500, diamond1: 750, diamond2: 1000, diamond3: 3000 }, labels: { package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 500 } },
  }),
  entry(4, {
    action: 'post.hide',
    before: { title: 'Cần thợ bột gấp', ownerId: 4, city: 'Houston', state: 'TX', hiddenAt: null, hiddenReason: null },
    after: { title: 'Cần thợ bột gấp', ownerId: 4, city: 'Houston', state: 'TX', hiddenAt: AT, hiddenReason: 'Số điện thoại sai' },
  }),
  entry(3, {
    action: 'user.block',
    targetType: 'user',
    targetId: '9',
    actorName: null,
    before: { phone: '+17135550199', role: 'user', blocked: false, postCount: 2 },
    after: { phone: '+17135550199', role: 'user', blocked: true, postCount: 2 },
  }),
];

describe('audit tab: a readable list', () => {
  it.each(LANGS)('says who did what to which target, before and after in words and dollars, on the local date (%s)', async (lang) => {
    const text = TEXT[lang].admin;
    const a = text.audit;
    renderAdmin({ lang, path: '/tuongadmin?tab=audit', answers: { 'GET /api/admin/audit?limit=20&offset=0': page(ENTRIES) } });
    const list = await screen.findByTestId('audit-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    // No raw records: no JSON, no cents, no ISO times.
    expect(list.textContent).not.toMatch(/[{}"]|1500|750\b|T21:05|hiddenAt|photo_video/);

    const pricing = screen.getByTestId('audit-5');
    expect(within(pricing).getByTestId('audit-action').textContent).toBe(a.actions.pricing_update);
    expect(within(pricing).getByTestId('audit-when').textContent).toBe(localText(lang, AT));
    expect(within(pricing).getByTestId('audit-target').textContent).toBe(a.targets.pricing);
    expect(within(pricing).getByTestId('audit-who').textContent).toBe(`${fill(a.by, { who: 'Tuong Admin' })} · +1 (713) 555-0123`);
    // Only what changed, named, in dollars.
    const [price] = within(pricing).getAllByTestId('audit-change');
    expect(within(pricing).getAllByTestId('audit-change')).toHaveLength(1);
    expect(within(price as HTMLElement).getByRole('term').textContent).toBe(`${fill(a.fields.price, { addon: text.addons.diamond1 })}:`);
    expect(within(price as HTMLElement).getByTestId('audit-before').textContent).toBe('$5.00');
    expect(within(price as HTMLElement).getByTestId('audit-after').textContent).toBe('$7.50');

    const hide = screen.getByTestId('audit-4');
    expect(within(hide).getByTestId('audit-target').textContent).toBe(`${fill(a.targets.post, { id: 12 })}: Cần thợ bột gấp · Houston, TX`);
    const [status, reason] = within(hide).getAllByTestId('audit-change') as [HTMLElement, HTMLElement];
    expect([within(status).getByTestId('audit-before').textContent, within(status).getByTestId('audit-after').textContent]).toEqual([a.states.shown, a.states.hidden]);
    expect(within(reason).getByRole('term').textContent).toBe(`${a.fields.reason}:`);
    expect([within(reason).getByTestId('audit-before').textContent, within(reason).getByTestId('audit-after').textContent]).toEqual([a.empty, 'Số điện thoại sai']);

    const block = screen.getByTestId('audit-3');
    expect(within(block).getByTestId('audit-target').textContent).toBe(`${fill(a.targets.user, { id: 9 })}: +1 (713) 555-0199`);
    expect(within(block).getByTestId('audit-who').textContent).toBe(fill(a.by, { who: '+1 (713) 555-0123' }));
    expect(within(block).getByTestId('audit-after').textContent).toBe(a.states.blocked);

    expect(a.states.hidden).toBe(lang === 'vi' ? 'Đã ẩn' : 'Hidden');
  });

  it('filters by what was done', async () => {
    const { fetchMock } = renderAdmin({
      lang: 'en',
      path: '/tuongadmin?tab=audit',
      answers: { 'GET /api/admin/audit?limit=20&offset=0': page(ENTRIES), 'GET /api/admin/audit?action=user.block&limit=20&offset=0': page([ENTRIES[2]]) },
    });
    await screen.findByTestId('audit-list');
    expect(screen.getByLabelText(TEXT.en.admin.audit.action)).toBe(screen.getByTestId('audit-filter'));
    fireEvent.change(screen.getByTestId('audit-filter'), { target: { value: 'user.block' } });
    await waitFor(() => expect(calls(fetchMock, 'GET', '/api/admin/audit?action=user.block&limit=20&offset=0')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });
});
