import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { unusedStaffCode } from '@chonail/server/auth/testing';
import { freePort, getJson, serviceEnv, startService, WORKSPACE_ROOT, type ServiceProcess } from '@chonail/server/testing';

/** `npm run admin:create` as the package script runs it, against the run's database. */
function adminCreate(args: string[], env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, ['-r', join(WORKSPACE_ROOT, 'tools', 'register.cjs'), join(WORKSPACE_ROOT, 'services', 'api', 'src', 'admin-create.ts'), ...args], {
    cwd: WORKSPACE_ROOT,
    env: serviceEnv({ ADMIN_PASSWORD: undefined, ADMIN_PHONE: undefined, ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('close', (code) => resolve({ code, stdout, stderr })),
  );
}

// A number that can exist (sign-up checks it with libphonenumber-js): Houston's 713-640, a random line.
const newPhone = () => `+1713640${randomInt(0, 10_000).toString().padStart(4, '0')}`;

/** The authenticator secret in the otpauth:// URI the command prints (what the app reads from the QR code). */
function totpSecretOf(stdout: string): string {
  const uri = new URL(/otpauth:\/\/\S+/.exec(stdout)?.[0] ?? 'otpauth://none');
  expect([uri.host, uri.searchParams.get('issuer')]).toEqual(['totp', 'Chợ Nail']);
  return uri.searchParams.get('secret') ?? '';
}

async function roleOf(phone: string): Promise<string | undefined> {
  const client = new Client({ connectionString: process.env['DATABASE_URL'] });
  await client.connect();
  try {
    return (await client.query<{ role: string }>('SELECT role FROM users WHERE phone = $1', [phone])).rows[0]?.role;
  } finally {
    await client.end();
  }
}

describe('npm run admin:create', () => {
  let api: ServiceProcess;
  let baseUrl: string;

  beforeAll(async () => {
    const port = await freePort();
    api = startService('api', serviceEnv({ PORT: String(port) }));
    await api.waitForLog((l) => l.msg === 'api listening');
    baseUrl = `http://127.0.0.1:${port}`;
  });
  afterAll(() => api?.stop());

  const postJson = (path: string, body: object) =>
    getJson<{ user?: { role: string }; code?: string }>(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const login = (phone: string, password: string, totp?: string) => postJson('/api/auth/login', { phone, password, ...(totp ? { totp } : {}) });

  it('refuses a password under 12 characters with exit 1, creating nothing', async () => {
    const phone = newPhone();
    const run = await adminCreate(['--phone', phone, '--password', 'short-pass1']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The admin password must be at least 12 characters');
    expect(run.stderr).not.toContain('short-pass1');
    expect(await roleOf(phone)).toBeUndefined();
  });

  it('refuses to run without a password when there is no terminal to ask on', async () => {
    const run = await adminCreate(['--phone', newPhone()]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('No password given');
  });

  it('creates an admin who then signs in through the normal login with role admin', async () => {
    const phone = newPhone();
    const run = await adminCreate(['--phone', phone.slice(2), '--password', 'correct horse battery']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain(`Created admin ${phone}`);
    // The QR code for the authenticator app, drawn with block characters, and the URI under it.
    expect(run.stdout).toMatch(/[▀▄█]{7}/);
    const secret = totpSecretOf(run.stdout);
    expect((await login(phone, 'correct horse battery')).body.code).toBe('TOTP_REQUIRED');
    const res = await login(phone, 'correct horse battery', await unusedStaffCode(secret));
    expect(res.status).toBe(200);
    expect(res.body.user?.role).toBe('admin');

    // Running it again enrols a new authenticator: the old app's codes stop working.
    const again = await adminCreate(['--phone', phone, '--password', 'correct horse battery']);
    const newSecret = totpSecretOf(again.stdout);
    expect(newSecret).not.toBe(secret);
    expect((await login(phone, 'correct horse battery', await unusedStaffCode(secret))).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(phone, 'correct horse battery', await unusedStaffCode(newSecret))).status).toBe(200);
  });

  it('promotes an existing account, reading the password from ADMIN_PASSWORD', async () => {
    const phone = newPhone();
    await postJson('/api/auth/send-otp', { phone, password: '4829' });
    const [sms] = (await getJson<Array<{ code: string }>>(`${baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`)).body;
    expect((await postJson('/api/auth/complete-registration', { phone, password: '4829', otp: sms?.code })).status).toBe(201);
    expect(await roleOf(phone)).toBe('user');

    const run = await adminCreate(['--phone', phone], { ADMIN_PASSWORD: 'a strong admin password' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Made admin and set the password of ${phone}`);
    const secret = totpSecretOf(run.stdout);
    expect((await login(phone, '4829', await unusedStaffCode(secret))).body.code).toBe('INVALID_CREDENTIALS');
    expect((await login(phone, 'a strong admin password', await unusedStaffCode(secret))).body.user?.role).toBe('admin');
  });
});
