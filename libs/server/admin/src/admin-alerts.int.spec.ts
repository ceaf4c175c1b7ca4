import type { AdminAlertsOverview, AuditEntry } from '@chonail/shared/contracts';
import { ALERT_RULES } from '@chonail/shared/domain';
import { createOrPromoteAdmin, newClient } from '@chonail/server/auth/testing';
import { BillingModule, billingMigrations } from '@chonail/server/billing';
import { useListingsApp } from '@chonail/server/listings/testing';
import { AdminModule } from './admin.module';
import { adminMigrations } from './migrations';

// Issue 39 on the staff dashboard: alert texts a day, their estimated cost, and the pause switch.
const app = useListingsApp('admin-alerts', { modules: [BillingModule, AdminModule], migrations: [...billingMigrations, ...adminMigrations] });
const call = (method: 'GET' | 'PUT', url: string, token?: string, payload?: object) => app.call(method, url, { token, payload, ip: newClient().ip });

async function newAdmin() {
  const { phone } = newClient();
  await createOrPromoteAdmin(app.data.manager, phone, 'correct horse battery');
  return app.login(phone, 'correct horse battery');
}

it('shows staff the texts sent a day and their estimated cost, and pauses and resumes sending with an audit row', async () => {
  const staff = await newAdmin();
  const member = await app.register();
  const before = (await call('GET', '/api/admin/alerts', staff.token)).json() as AdminAlertsOverview;
  expect(before.textsPerDay).toHaveLength(30);

  // Two texts today (one of 2 parts) and a failed one, which cost nothing.
  for (const [code, status, parts] of [
    [`a${Date.now()}x1aaaaaaa`, 'sent', 1],
    [`a${Date.now()}x2aaaaaaa`, 'sending', 2],
    [`a${Date.now()}x3aaaaaaa`, 'failed', 1],
  ] as const) {
    await app.data.query(
      `INSERT INTO alert_messages (user_id, code, frequency, status, local_date, post_ids, text, parts, expires_at)
       VALUES ($1, $2, 'instant', $3, current_date, '{}', 'x', $4, now() + interval '30 days')`,
      [member.user.id, code, status, parts],
    );
  }
  const after = (await call('GET', '/api/admin/alerts', staff.token)).json() as AdminAlertsOverview;
  expect(after.texts - before.texts).toBe(2);
  expect(after.parts - before.parts).toBe(3);
  expect(after.textsPerDay.at(-1)?.count).toBe((before.textsPerDay.at(-1)?.count ?? 0) + 2);
  expect(after.spendEstimateCents).toBe(Math.round(after.parts * ALERT_RULES.centsPerPart));

  for (const body of [{}, { paused: 'yes' }, { paused: true, extra: 1 }]) {
    const res = await call('PUT', '/api/admin/alerts', staff.token, body);
    expect({ body, status: res.statusCode, code: (res.json() as { code: string }).code }).toEqual({ body, status: 400, code: 'VALIDATION_ERROR' });
  }
  expect((await call('PUT', '/api/admin/alerts', member.token, { paused: true })).statusCode).toBe(403);
  expect(((await call('GET', '/api/admin/alerts', staff.token)).json() as AdminAlertsOverview).paused).toBe(false);

  const paused = await call('PUT', '/api/admin/alerts', staff.token, { paused: true });
  expect(paused.json()).toMatchObject({ paused: true });
  const [row] = (await app.data.query(`SELECT value FROM site_settings WHERE key = 'alerts_paused'`)) as Array<{ value: unknown }>;
  expect(row?.value).toBe(true);
  expect(((await call('PUT', '/api/admin/alerts', staff.token, { paused: false })).json() as AdminAlertsOverview).paused).toBe(false);

  const audit = (await app.call('GET', '/api/admin/audit?action=alerts.update&limit=10', { token: staff.token })).json() as AuditEntry[];
  expect(audit.slice(0, 2).map((entry) => [entry.before, entry.after])).toEqual([
    [{ paused: true }, { paused: false }],
    [{ paused: false }, { paused: true }],
  ]);
});
