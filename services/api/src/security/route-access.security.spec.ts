import { newClient } from '@chonail/server/auth/testing';
import { startApi, type ApiUnderTest } from './api-under-test';

/**
 * Every route the API registers, called as a guest, a member and an admin. Each route must be in
 * ACCESS, so no route (an admin one above all) ships without someone saying who may call it, and
 * a route whose guard does not match its entry fails here.
 */
type Access = 'public' | 'member' | 'admin';

const ACCESS: Record<string, Access> = {
  'GET /api/health/live': 'public',
  'GET /api/health/ready': 'public',
  'GET /api/health': 'public',
  'POST /api/auth/send-otp': 'public',
  'POST /api/auth/complete-registration': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/refresh-token': 'public',
  'POST /api/auth/logout': 'public',
  'GET /api/auth/user': 'member',
  // Issue 39: the portal's settings switches (texts before a post expires).
  'PATCH /api/auth/user/preferences': 'member',
  'POST /api/auth/change-password': 'member',
  'POST /api/forgot-password': 'public',
  'POST /api/forgot-password-reset': 'public',
  'GET /api/job-posts': 'public',
  'GET /api/job-posts/:id': 'public',
  'GET /api/job-posts/:id/save-count': 'public',
  'GET /api/job-posts/:id/contact': 'public',
  'POST /api/job-posts': 'member',
  'PUT /api/job-posts/:id': 'member',
  'PATCH /api/job-posts/:id/pause': 'member',
  'PATCH /api/job-posts/:id/resume': 'member',
  'POST /api/job-posts/:id/renew': 'member',
  'DELETE /api/job-posts/:id': 'member',
  'GET /api/my-job-posts': 'member',
  // Issue 39, what the ad earned: the detail's Directions and Share taps, the owner's and staff's statistics.
  'POST /api/job-posts/:id/events': 'public',
  'GET /api/my-posts/stats': 'member',
  'GET /api/my-posts/:id/stats': 'member',
  'GET /api/admin/job-posts/:id/stats': 'admin',
  'GET /api/saved-items/check': 'member',
  'GET /api/saved-items': 'member',
  'POST /api/saved-items': 'member',
  'DELETE /api/saved-items': 'member',
  'GET /api/stores': 'member',
  'DELETE /api/stores/:id': 'member',
  'GET /api/site-config': 'public',
  'GET /api/job-posts/map': 'public',
  'GET /api/stats': 'public',
  'GET /api/nail-salons': 'public',
  'POST /api/contact': 'public',
  // Public on purpose: the contact page reads it as a guest (ARCHITECTURE.md section 7).
  'GET /api/admin/contact-info': 'public',
  'POST /api/translate-job': 'public',
  'GET /api/address-suggestions': 'public',
  'POST /api/upload-media': 'member',
  'GET /api/media/uploads': 'member',
  'DELETE /api/media/clear': 'member',
  'PUT /api/media/order': 'member',
  'DELETE /api/media/:id': 'member',
  'GET /api/media/files/:name': 'public',
  'GET /api/pricing': 'public',
  'GET /api/billing/config': 'public',
  'POST /api/create-payment-intent': 'member',
  'POST /api/billing/test-confirm': 'member',
  'GET /api/billing/credits': 'member',
  'GET /api/billing/payments/:paymentIntentId': 'member',
  'GET /api/job-posts/:id/payment': 'member',
  'POST /api/billing/webhook': 'public',
  // The forum (issue 22): anyone reads, members write, staff remove.
  'GET /api/forum/threads': 'public',
  'GET /api/forum/threads/:id': 'public',
  'GET /api/forum/posts/:id': 'public',
  'POST /api/forum/threads': 'member',
  'POST /api/forum/threads/:id/posts': 'member',
  'PATCH /api/forum/threads/:id': 'member',
  'PATCH /api/forum/posts/:id': 'member',
  'DELETE /api/forum/threads/:id': 'member',
  'DELETE /api/forum/posts/:id': 'member',
  'DELETE /api/admin/forum/threads/:id': 'admin',
  'DELETE /api/admin/forum/posts/:id': 'admin',
  'GET /api/admin/stats': 'admin',
  'GET /api/admin/revenue': 'admin',
  'GET /api/admin/payments': 'admin',
  'GET /api/admin/pricing': 'admin',
  'PUT /api/admin/pricing': 'admin',
  'PUT /api/admin/contact-info': 'admin',
  'GET /api/admin/contact-messages': 'admin',
  'PATCH /api/admin/contact-messages/:id/handled': 'admin',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/job-posts': 'admin',
  'DELETE /api/admin/job-posts/:id': 'admin',
  'PATCH /api/admin/job-posts/:id/hide': 'admin',
  'PATCH /api/admin/job-posts/:id/restore': 'admin',
  'GET /api/admin/job-posts/:id/payment': 'admin',
  'GET /api/admin/users': 'admin',
  'PATCH /api/admin/users/:id/block': 'admin',
  'PATCH /api/admin/users/:id/unblock': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  // Only with SMS_OUTBOX=true (never in production), and only to clients on this machine.
  'GET /api/dev/sms-outbox': 'public',
  // Issue 37: what search engines and link previews read, and the city pages' lists. Public: no one's personal data.
  'GET /api/job-posts/:id/og-image': 'public',
  'GET /api/place-pages': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /sitemaps/:file': 'public',
  'GET /sitemaps/places.xml': 'public',
  // Issue 39: a member's saved searches; a text's link (its 128-bit code is the key); Vonage's
  // inbound texts (signed); staff's alert figures and switch.
  'POST /api/saved-searches': 'member',
  'GET /api/saved-searches': 'member',
  'PATCH /api/saved-searches/:id': 'member',
  'DELETE /api/saved-searches/:id': 'member',
  'GET /api/alert-links/:code': 'public',
  'POST /api/alert-links/:code/stop': 'public',
  'GET /api/sms/inbound': 'public',
  'POST /api/sms/inbound': 'public',
  'GET /api/admin/alerts': 'admin',
  'PUT /api/admin/alerts': 'admin',
  'GET /api/docs/*': 'public',
  'GET /api/docs/docs/*': 'public',
};

let api: ApiUnderTest;
let routes: string[] = [];

beforeAll(async () => {
  api = await startApi('route-access');
  routes = api.routes();
});
afterAll(() => api?.app.close());

/** Ids nobody has and no body: a call that passes the guard finds nothing or is refused as invalid, so nothing changes. */
const concrete = (route: string) =>
  route
    .replace(/:id\b/g, '2147483647')
    .replace(/:name\b/g, 'none.webp')
    .replace(/:paymentIntentId\b/g, 'pi_none')
    .replace(/:file\b/g, 'static.xml')
    .replace(/:code\b/g, 'AAAAAAAAAAAAAAAAAAAAAA')
    .replace(/\*$/, 'index.html');

async function call(route: string, token?: string) {
  const [method, url] = concrete(route).split(' ') as ['GET', string];
  const res = await api.app.inject({ method, url, remoteAddress: newClient().ip, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { route, status: res.statusCode, code: res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined };
}

it('lists every registered route in the access table, and nothing more', () => {
  expect(routes).toEqual(Object.keys(ACCESS).sort());
});

it('answers each route as its access says: guests 401 where a sign-in is needed, members 403 ADMIN_ONLY on admin routes', async () => {
  const [member, admin] = [(await api.signIn('member')).token, (await api.signIn('admin')).token];
  const seen: Array<{ route: string; guest: number; member?: number; memberCode?: string; admin?: number }> = [];
  const expected: typeof seen = [];
  for (const route of routes) {
    const access = ACCESS[route];
    const guest = await call(route);
    if (access === 'public') {
      seen.push({ route, guest: [401, 403].includes(guest.status) ? guest.status : 0 });
      expected.push({ route, guest: 0 });
    } else if (access === 'member') {
      const asMember = await call(route, member);
      seen.push({ route, guest: guest.status, member: [401, 403].includes(asMember.status) ? asMember.status : 0 });
      expected.push({ route, guest: 401, member: 0 });
    } else {
      const [asMember, asAdmin] = [await call(route, member), await call(route, admin)];
      seen.push({ route, guest: guest.status, member: asMember.status, memberCode: asMember.code, admin: [401, 403].includes(asAdmin.status) ? asAdmin.status : 0 });
      expected.push({ route, guest: 401, member: 403, memberCode: 'ADMIN_ONLY', admin: 0 });
    }
  }
  // 0 stands for "anything but 401/403": the caller got past the guard.
  expect(seen).toEqual(expected);
});
