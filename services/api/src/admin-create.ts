import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { adminPasswordSchema } from '@chonail/shared/contracts';
import { toString as qrText } from 'qrcode';
import { createOrPromoteAdmin, PinHasher, peppersOf, SessionEntity, StaffTotp, UserEntity } from '@chonail/server/auth';
import { JsonLogger, loadConfigOrExit, runMigrations, standaloneDataSource } from '@chonail/server/core';
import { migrations } from './migrations';

const USAGE = `Usage: npm run admin:create -- --phone +1XXXXXXXXXX [--password <password>]

Creates an admin account with that phone, or makes the existing account an admin, and sets its
password (at least 12 characters). The password comes from --password, else ADMIN_PASSWORD, else
a prompt when run in a terminal. Prefer the variable or the prompt: arguments show up in ps.

Staff sign in with the password and a 6-digit code from an authenticator app (Google
Authenticator, Microsoft Authenticator, 1Password, ...). Each run enrols a new one: it prints an
otpauth:// URI and its QR code; scan it with the app. Codes of an earlier enrolment stop working.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    let typed = '';
    const finish = (settle: () => void) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      settle();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return finish(() => resolve(typed));
        if (ch === '\u0003' || ch === '\u0004') return finish(() => reject(new Error('cancelled')));
        typed = ch === '\u007f' || ch === '\b' ? typed.slice(0, -1) : typed + ch;
      }
    };
    process.stderr.write(question);
    input.setEncoding('utf8');
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}

async function readPassword(given: string | undefined): Promise<string> {
  if (given) return given;
  if (process.env['ADMIN_PASSWORD']) return process.env['ADMIN_PASSWORD'];
  if (!process.stdin.isTTY) fail(`No password given.\n\n${USAGE}`);
  const first = await promptHidden('Admin password: ');
  const again = await promptHidden('Again: ');
  if (first !== again) fail('The passwords do not match.');
  return first;
}

/** JWT_SECRET, else outside production the one `npm start` generated into DATA_DIR (tools/start.cjs). */
function localJwtSecret(): string | undefined {
  if (process.env['JWT_SECRET'] || process.env['NODE_ENV'] === 'production') return process.env['JWT_SECRET'];
  try {
    return readFileSync(join(process.env['DATA_DIR'] ?? '.data', 'jwt-secret'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** `npm run admin:create`: the one way to make an admin besides the ADMIN_PHONE boot step. */
async function main(): Promise<void> {
  let values: { phone?: string; password?: string; help?: boolean };
  try {
    ({ values } = parseArgs({ options: { phone: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const phone = values.phone ?? process.env['ADMIN_PHONE'];
  if (!phone) fail(`--phone is required.\n\n${USAGE}`);
  const password = await readPassword(values.password);
  // Checked again where the admin is made; here only so a weak password fails before connecting.
  const strong = adminPasswordSchema.safeParse(password);
  if (!strong.success) fail(`The admin password ${strong.error.issues[0]?.message ?? 'is not acceptable'}.`);

  // Connects as `npm run migrate` does. The ADMIN_ variables are this command's input here, not the
  // API's boot settings, so the config does not insist on both.
  const config = loadConfigOrExit({ ...process.env, ADMIN_PHONE: undefined, ADMIN_PASSWORD: undefined, JWT_SECRET: localJwtSecret() });
  // The password is keyed with the pepper the API will check it with (PIN_PEPPER, or locally the
  // one derived from the secret `npm start` keeps).
  const peppers = peppersOf(config);
  const keys = { hasher: new PinHasher(peppers), totp: new StaffTotp(peppers) };
  const logger = new JsonLogger({ service: 'admin-create', level: 'warn' });
  const dataSource = standaloneDataSource(config, migrations, [UserEntity, SessionEntity]);
  try {
    await dataSource.initialize();
    // A fresh database has no users table yet; migrating first makes this work on day one.
    await runMigrations(dataSource, logger);
    const { user, created, totp } = await createOrPromoteAdmin(dataSource.manager, keys, phone, password);
    process.stdout.write(`${created ? 'Created admin' : 'Made admin and set the password of'} ${user.phone} (user ${user.id}).\n`);
    if (totp) {
      // The URI is the secret: shown once, here, to the operator, and never logged.
      const qr = await qrText(totp.uri, { type: 'terminal', small: true, errorCorrectionLevel: 'M' });
      process.stdout.write(`\nScan this with the admin's authenticator app, or enter the URI by hand:\n\n${qr}\n${totp.uri}\n\n`);
      process.stdout.write('Signing in at /admin asks for the password and the 6-digit code the app shows.\n');
    }
  } catch (error) {
    process.exitCode = 1;
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

void main();
