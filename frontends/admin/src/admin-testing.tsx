import { render } from '@testing-library/react';
import type { AdminAlertsOverview, AdminJobPost, AdminPricing, AdminStats, AdminUserRow, User } from '@chonail/shared/contracts';
import { addTranslations, createI18n, en, I18nextProvider, vi, type Lang } from '@chonail/shared/i18n';
import { adminCatalogue, withAdmin } from '@chonail/shared/i18n/admin';
import { createAppStore, Provider, signedIn } from '@chonail/web/data';
import { type FakeAnswer, fakeApi, type FakeRoute } from '@chonail/web/data/testing';
import { MemoryRouter, useLocation } from '@chonail/web/router';
import { useToasts } from '@chonail/web/ui';
import { AdminArea } from './AdminArea';

// The admin area's component-test harness, shared by its spec files (only specs import this file).
// Specs mock './BarChart': jsdom has no canvas, and the chart's drawing is chart.js's to test.

addTranslations(adminCatalogue);

export const TEXT = { vi: withAdmin(vi, 'vi'), en: withAdmin(en, 'en') } as const;
export const LANGS = ['vi', 'en'] as const satisfies readonly Lang[];

export const ADMIN: User = {
  id: 1,
  firstName: 'Tuong',
  lastName: 'Admin',
  email: 'admin@example.com',
  phone: '+17135550123',
  role: 'admin',
  profileImageUrl: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};
export const MEMBER: User = { ...ADMIN, id: 2, role: 'user', firstName: 'Lan' };

/** The dashboard's alert texts (issue 39): a quiet month with two texts today. */
export const ALERTS: AdminAlertsOverview = {
  paused: false,
  textsPerDay: Array.from({ length: 30 }, (_, i) => ({ date: new Date(Date.UTC(2026, 10, 3 + i)).toISOString().slice(0, 10), count: i === 29 ? 2 : 0 })),
  texts: 2,
  parts: 3,
  spendEstimateCents: 2,
};

export const STATS: AdminStats = {
  totalJobs: 12,
  totalSalons: 7,
  totalOwners: 5,
  totalViews: 345,
  totalPosts: 21,
  totalUsers: 9,
  revenueCents: 4500,
  vipPosts: 3,
  activePosts: 15,
  pausedPosts: 2,
  expiredPosts: 3,
  hiddenPosts: 1,
  averageWeeklyPay: 1125,
  weeklyPayPosts: 4,
  postsPerDay: [
    { date: '2026-01-01', count: 2 },
    { date: '2026-01-02', count: 0 },
    { date: '2026-01-03', count: 4 },
  ],
};

export const PRICING: AdminPricing = {
  prices: { photo_video: 1500, state: 500, diamond1: 500, diamond2: 1000, diamond3: 3000 },
  labels: { package3Months: 1500, package6Months: 3000, package12Months: 6000, nationwide: 2000 },
};

const DAY_MS = 86_400_000;

export function samplePost(overrides: Partial<AdminJobPost> = {}): AdminJobPost {
  return {
    id: 7,
    title: 'Cần thợ bột gấp',
    description: 'Tiệm đông khách',
    jobType: 'hiring',
    city: 'Houston',
    state: 'TX',
    priorityAddon: 'diamond2',
    priorityEndsAt: new Date(Date.now() + 3 * DAY_MS + 5 * 3_600_000).toISOString(),
    isVip: false,
    expiresAt: null,
    ownerId: 4,
    ownerPhone: '+17135550199',
    ownerName: 'Hoa Tran',
    status: 'active',
    hiddenAt: null,
    hiddenReason: null,
    ...overrides,
  } as AdminJobPost;
}

export function sampleUser(overrides: Partial<AdminUserRow> = {}): AdminUserRow {
  return {
    id: 4,
    firstName: 'Hoa',
    lastName: 'Tran',
    email: null,
    phone: '+17135550199',
    role: 'user',
    createdAt: '2025-03-01T00:00:00.000Z',
    blocked: false,
    postCount: 2,
    ...overrides,
  };
}

/** A staff list's answer: the rows and their total in the header. */
export const page = (rows: unknown[], total = rows.length): FakeAnswer => ({ status: 200, body: rows, headers: { 'x-total-count': String(total) } });

/** A catalogue string with its {{placeholders}} filled, as i18next renders it. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

export type Fetch = ReturnType<typeof fakeApi>;
export const calls = (fetchMock: Fetch, method: string, url: string) =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && (init?.method ?? 'GET') === method);

function ToastProbe() {
  const toasts = useToasts();
  return (
    <ul data-testid="toasts">
      {toasts.map((item) => (
        <li key={item.id} data-variant={item.variant}>
          {item.title}|{item.description}
        </li>
      ))}
    </ul>
  );
}

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface AdminRenderOptions {
  lang?: Lang;
  path?: string;
  /** Who the stored session belongs to; null for a guest. */
  signedInAs?: User | null;
  /** The stored access token; by default one for `signedInAs`, none for a guest. */
  token?: string | null;
  answers?: Record<string, FakeRoute>;
  /** What unlisted calls get (a 401 signs a session out, so the default is a 404). */
  fallback?: FakeAnswer;
  reload?: () => void;
}

/** The admin area in the one store, router and i18n instance the shell gives a remote. */
export function renderAdmin({ lang = 'vi', path = '/tuongadmin', signedInAs = ADMIN, token, answers = {}, fallback, reload = jest.fn() }: AdminRenderOptions = {}) {
  const fetchMock = fakeApi(
    {
      ...(signedInAs ? { 'GET /api/auth/user': { status: 200, body: signedInAs } } : {}),
      'GET /api/admin/stats': { status: 200, body: STATS },
      'GET /api/admin/alerts': { status: 200, body: ALERTS },
      ...answers,
    },
    fallback,
  );
  const store = createAppStore();
  const accessToken = token === undefined ? (signedInAs ? `${signedInAs.role}-token` : null) : token;
  if (accessToken) store.dispatch(signedIn({ accessToken }));
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={createI18n(lang)}>
        <MemoryRouter initialEntries={[path]}>
          <AdminArea reload={reload} />
          <ToastProbe />
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, fetchMock, reload };
}

export const toastText = (): string | null => document.querySelector('[data-testid="toasts"]')?.textContent ?? null;
