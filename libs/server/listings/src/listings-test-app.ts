import { randomBytes } from 'node:crypto';
import type { JobPost } from '@chonail/shared/contracts';
import { newClient, useAuthApp, type AuthAppOptions } from '@chonail/server/auth/testing';
import { JobPostEntity } from './entities/job-post.entity';
import { ListingsModule } from './listings.module';
import { listingsMigrations } from './migrations';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The auth and listings modules (and any others asked for, e.g. billing) in one real app on the run's database and Redis, for the listings tests. */
export function useListingsApp(name: string, options: AuthAppOptions = {}) {
  const auth = useAuthApp(`listings-${name}`, {
    ...options,
    modules: [ListingsModule, ...(options.modules ?? [])],
    migrations: [...listingsMigrations, ...(options.migrations ?? [])],
  });

  const call = (
    method: Method,
    url: string,
    { token, payload, ip = '10.1.0.1', headers = {} }: { token?: string; payload?: object; ip?: string; headers?: Record<string, string> } = {},
  ) => auth.app.inject({ method, url, payload, remoteAddress: ip, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  /** GET /api/job-posts with a query string, as the home page asks; anything but a 200 fails the test. */
  async function search(query: string): Promise<JobPost[]> {
    const res = await call('GET', `/api/job-posts?${query}`);
    if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`);
    return res.json();
  }

  /**
   * Every page of a search, `limit` posts a page, by the cursors the API hands out (each page from
   * its own address, clear of the per-address search limit); fails past `maxPages`.
   */
  async function paged(query: string, { limit = 1, maxPages = 60 } = {}): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const res = await call('GET', `/api/job-posts?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`, { ip: newClient().ip });
      if (res.statusCode !== 200) throw new Error(`page ${page + 1} answered ${res.statusCode}: ${res.body}`);
      seen.push(...(res.json() as JobPost[]).map((post) => post.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) return seen;
    }
    throw new Error(`more than ${maxPages} pages`);
  }

  /** A post written straight into the table, for search fixtures; defaults are a live Basic hiring post in Houston. */
  async function insertPost(ownerId: number, fields: Partial<JobPostEntity> = {}): Promise<number> {
    const now = new Date();
    const result = await auth.data.getRepository(JobPostEntity).insert({
      ownerId,
      jobType: 'hiring',
      title: 'Cần thợ nail',
      description: 'Tiệm đông khách, lương cao.',
      storeName: 'Lotus Nails',
      streetAddress: '9889 Bellaire Blvd',
      city: 'Houston',
      state: 'TX',
      zipcode: '77036',
      fullAddress: '9889 Bellaire Blvd, Houston, TX 77036',
      lat: 29.7057,
      lng: -95.5466,
      duration: 6,
      createdAt: now,
      bumpedAt: now,
      expiresAt: new Date(now.getTime() + 90 * 86_400_000),
      ...fields,
    });
    return (result.identifiers[0] as { id: number }).id;
  }

  // The app's getters are read when a test runs, after beforeAll started it, so they are passed on as getters.
  return {
    get app() {
      return auth.app;
    },
    get data() {
      return auth.data;
    },
    get config() {
      return auth.config;
    },
    register: auth.register,
    login: auth.login,
    call,
    search,
    paged,
    insertPost,
  };
}

/** A word no other test's posts contain, so a search sees only this test's fixtures in the shared database. */
export const marker = () => `zq${randomBytes(4).toString('hex')}`;

/** A list's ids in its order, and sorted, for comparing result sets. */
export const ids = (posts: Array<{ id: number }>) => posts.map((p) => p.id);
export const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
