import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { SIGN_IN_LIMITS } from '@chonail/shared/domain';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { createAdmin, openPage, registerMember, staffCodeFor } from './fixtures';
import { useProduct } from './support';

// Accounts as a user meets them: the dialogs of the production build against the real API, with
// the SMS codes read from the API's development outbox.
const shots = testOutputDir('e2e', 'auth');
const ADMIN = { phone: '+17135550100', typed: '7135550100', password: 'lotus-nail-admin-2026' };
// Loopback is trusted so a test can speak from an address of its own (the run's other suites share 127.0.0.1's budget of code requests).
const product = useProduct({ TRUST_PROXY: 'loopback' });

type Catalogue = typeof en;

/** The newest code the outbox holds for this phone and purpose. */
async function codeFor(phone: string, purpose: 'registration' | 'reset' | 'login'): Promise<string> {
  return eventually(async () => {
    const { body } = await getJson<Array<{ code: string; purpose: string }>>(
      `${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`,
    );
    return body.find((message) => message.purpose === purpose)?.code;
  }, 10_000);
}

async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.getByTestId('toast').filter({ hasText: title });
  await toast.first().waitFor();
  return toast.first().innerText();
}

async function login(page: Page, t: Catalogue, typedPhone: string, pin: string) {
  const form = page.getByTestId('login-form');
  if (!(await form.isVisible())) await page.getByTestId('header-login').click();
  await form.locator('input[name=phone]').fill(typedPhone);
  await form.locator('input[name=pin]').fill(pin);
  await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
}

describe.each([
  ['vi', vi, '7135550141'],
  ['en', en, '7135550142'],
] as const)('accounts in the browser (%s)', (lang, t, typed) => {
  const phone = `+1${typed}`;

  it('registers through the dialog with the code from the outbox, logs out, logs in, and refuses a wrong PIN', async () => {
    const page = await openPage(product, lang, { path: '/' });
    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByRole('tab', { name: t.auth.registerTab }).click();

    // Spec 01 section 5: every field checked on submit, first invalid field focused, toast.
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();
    await toastText(page, t.auth.checkInfo);
    expect(await dialog.innerText()).toContain(t.validation.phoneRequired);
    expect(await dialog.innerText()).toContain(t.validation.pinRequired);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('phone');

    const form = page.getByTestId('register-form');
    await form.locator('input[name=phone]').fill(typed);
    expect(await form.locator('input[name=phone]').inputValue()).toBe(`(${typed.slice(0, 3)}) ${typed.slice(3, 6)}-${typed.slice(6)}`);
    await form.locator('input[name=firstName]').fill('Lan');
    await form.locator('input[name=lastName]').fill('Nguyen');
    await form.locator('input[name=email]').fill(`lan.${lang}@example.com`);
    await form.locator('input[name=pin]').fill('1234');
    await form.locator('input[name=pin]').blur();
    expect(await form.innerText()).toContain(t.validation.pinWeak);
    await form.locator('input[name=pin]').fill('4826');
    expect(await form.innerText()).not.toContain(t.validation.pinWeak);
    await form.locator('input[name=confirmPin]').fill('4826');
    await page.screenshot({ path: join(shots, `register-${lang}.png`) });
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();

    const otpForm = page.getByTestId('otp-form');
    await otpForm.waitFor();
    // Go Back keeps what was typed.
    await otpForm.getByRole('button', { name: t.auth.goBack }).click();
    expect(await form.locator('input[name=firstName]').inputValue()).toBe('Lan');
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();
    // The second send replaces the first code: read the outbox only once it has answered.
    await otpForm.waitFor();
    await otpForm.locator('input[name=otp]').fill(await codeFor(phone, 'registration'));
    await otpForm.getByRole('button', { name: t.auth.completeRegistration }).click();

    await page.waitForURL('**/customerportal');
    await toastText(page, t.auth.registerSuccess);
    expect(await page.getByTestId('avatar').innerText()).toBe('L');
    // Spec: no PIN ever in browser storage; only the access token and the has_session flag.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('4826');
    expect(await page.evaluate(() => localStorage.getItem('has_session'))).toBe('1');

    // Logging out reloads to / as a guest and says goodbye.
    await page.goto(`${product.baseUrl}/customerportal?tab=settings`);
    await page.getByTestId('portal-logout').click();
    await page.waitForURL(`${product.baseUrl}/`);
    expect(await toastText(page, t.auth.loggedOut)).toContain(t.auth.logoutSuccess);
    await page.getByTestId('header-login').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jwt_token'))).toBeNull();

    await login(page, t, typed, '9731');
    const failure = await toastText(page, t.auth.loginFailed);
    expect(failure).toContain(t.apiErrors.INVALID_CREDENTIALS);

    await login(page, t, typed, '4826');
    await page.waitForURL('**/customerportal');
    await toastText(page, t.auth.loginSuccess);
    await page.getByTestId('avatar').waitFor();
    await page.screenshot({ path: join(shots, `portal-${lang}.png`) });
    await page.context().close();
  });

  it('resets a forgotten PIN with a texted code, then signs in with the new one', async () => {
    const page = await openPage(product, lang, { viewport: { width: 390, height: 900 }, path: '/about' });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: t.header.login }).click();
    await page.getByTestId('login-form').getByRole('button', { name: t.auth.forgotPin }).click();

    const dialog = page.getByTestId('forgot-dialog');
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();
    expect(await dialog.innerText()).toContain(t.validation.forgotPhoneRequired);
    await dialog.locator('input[name=phone]').fill(typed);
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();
    await toastText(page, t.accountDialogs.forgot.codeSent);
    await dialog.locator('input[name=code]').fill(await codeFor(phone, 'reset'));
    await dialog.getByRole('button', { name: t.accountDialogs.forgot.next }).click();

    await dialog.locator('input[name=newPin]').fill('582913');
    await dialog.locator('input[name=confirmPin]').fill('582914');
    await dialog.getByRole('button', { name: t.accountDialogs.forgot.reset }).click();
    expect(await dialog.innerText()).toContain(t.validation.pinMismatch);
    await dialog.locator('input[name=confirmPin]').fill('582913');
    await dialog.getByRole('button', { name: t.accountDialogs.forgot.reset }).click();
    await page.getByTestId('forgot-success').waitFor();
    await page.screenshot({ path: join(shots, `forgot-success-${lang}.png`) });

    // After 2 s the success screen closes itself and sign-in opens.
    const form = page.getByTestId('login-form');
    await form.waitFor({ timeout: 5_000 });
    await form.locator('input[name=phone]').fill(typed);
    await form.locator('input[name=pin]').fill('582913');
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.waitForURL('**/customerportal');
    await page.context().close();
  });

  it('signs in on a new browser with the PIN and the texted code after strangers guessed the PIN', async () => {
    const typedOwner = lang === 'vi' ? '7135550191' : '7135550192';
    const owner = await registerMember(product.baseUrl, { typed: typedOwner, firstName: 'Thu', ipPrefix: '10.89' });
    // Five wrong PINs from five other addresses: now a new device needs the code too.
    for (let i = 0; i < SIGN_IN_LIMITS.freeStrangerFailures; i += 1) {
      const res = await getJson<{ code: string }>(`${product.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.90.${lang === 'vi' ? 1 : 2}.${i + 1}` },
        body: JSON.stringify({ phone: owner.phone, password: '9999' }),
      });
      expect(res.body.code).toBe('INVALID_CREDENTIALS');
    }
    const page = await openPage(product, lang, { viewport: { width: 390, height: 844 }, path: '/about' });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: t.header.login }).click();
    await page.getByTestId('login-form').waitFor();
    await login(page, t, typedOwner, owner.pin);
    const notice = page.getByTestId('login-code-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(t.apiErrors.LOGIN_CODE_REQUIRED);
    // The keyboard is already in the code box.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    const form = page.getByTestId('login-form');
    await form.locator('input[name=code]').fill(await codeFor(owner.phone, 'login'));
    await page.screenshot({ path: join(shots, `login-code-${lang}.png`) });
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.waitForURL('**/customerportal');
    await page.context().close();
  });

  it('asks a staff account for its authenticator code in the sign-in dialog, then signs it in', async () => {
    const typedStaff = lang === 'vi' ? '7135550193' : '7135550194';
    createAdmin(`+1${typedStaff}`, 'correct horse battery staple');
    const page = await openPage(product, lang, { viewport: { width: 390, height: 844 }, path: '/about', headers: { 'x-forwarded-for': `10.91.1.${lang === 'vi' ? 1 : 2}` } });
    await page.getByTestId('menu-button').click();
    await page.getByTestId('mobile-menu').getByRole('button', { name: t.header.login }).click();
    await page.getByTestId('login-form').waitFor();
    await login(page, t, typedStaff, 'correct horse battery staple');
    const notice = page.getByTestId('login-code-notice');
    await notice.waitFor();
    expect(await notice.innerText()).toBe(t.apiErrors.TOTP_REQUIRED);
    const form = page.getByTestId('login-form');
    expect(await form.getByRole('textbox', { name: t.auth.totp }).count()).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code');
    await form.locator('input[name=code]').fill((await staffCodeFor(`+1${typedStaff}`)) ?? '');
    await page.screenshot({ path: join(shots, `login-totp-${lang}.png`) });
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.waitForURL('**/customerportal');
    await page.context().close();
  });

  it('registers an owner in Vietnam with a +84 number, stored in E.164, and signs in with it', async () => {
    // A Vietnamese mobile typed nationally, with its trunk 0.
    const national = lang === 'vi' ? '0912 345 141' : '0912 345 142';
    const e164 = `+84${national.replace(/\D/g, '').slice(1)}`;
    const page = await openPage(product, lang, { path: '/', headers: { 'x-forwarded-for': `10.88.1.${lang === 'vi' ? 1 : 2}` } });
    await page.getByTestId('header-login').click();
    const dialog = page.getByTestId('auth-dialog');
    await dialog.getByRole('tab', { name: t.auth.registerTab }).click();
    const form = page.getByTestId('register-form');
    const country = form.getByRole('combobox', { name: t.auth.phoneCountry });
    expect(await country.inputValue()).toBe('US');
    await country.selectOption('VN');
    await form.getByRole('textbox', { name: t.auth.phone }).fill(national);
    expect(await form.locator('input[name=phone]').inputValue()).toBe(national);
    await form.locator('input[name=firstName]').fill('Hằng');
    await form.locator('input[name=lastName]').fill('Trần');
    await form.locator('input[name=email]').fill(`hang.${lang}@example.vn`);
    await form.locator('input[name=pin]').fill('4826');
    await form.locator('input[name=confirmPin]').fill('4826');
    await dialog.getByRole('button', { name: t.auth.sendCode }).click();
    const otpForm = page.getByTestId('otp-form');
    await otpForm.waitFor();
    await otpForm.locator('input[name=otp]').fill(await codeFor(e164, 'registration'));
    await otpForm.getByRole('button', { name: t.auth.completeRegistration }).click();
    await page.waitForURL('**/customerportal');
    const { body: user } = await getJson<{ phone: string }>(`${product.baseUrl}/api/auth/user`, {
      headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('jwt_token'))}` },
    });
    expect(user.phone).toBe(e164);

    // Signed out, the same number signs in with Vietnam picked.
    await page.goto(`${product.baseUrl}/customerportal?tab=settings`);
    await page.getByTestId('portal-logout').click();
    await page.waitForURL(`${product.baseUrl}/`);
    await page.getByTestId('header-login').click();
    const loginForm = page.getByTestId('login-form');
    await loginForm.getByRole('combobox', { name: t.auth.phoneCountry }).selectOption('VN');
    await loginForm.locator('input[name=phone]').fill(national);
    await loginForm.locator('input[name=pin]').fill('4826');
    await loginForm.getByRole('button', { name: t.auth.signIn, exact: true }).click();
    await page.waitForURL('**/customerportal');
    await page.context().close();
  });
});

describe('account prompts and admin sign-in', () => {
  it('asks a guest who wants to post for an account, then goes to /new-package after sign-in', async () => {
    // An account of this test's own, made through the API.
    const typed = '7135550143';
    const account = { phone: `+1${typed}`, password: '5829', firstName: 'Mai' };
    const call = (path: string, body: unknown) =>
      getJson(`${product.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await call('/api/auth/send-otp', account)).status).toBe(200);
    expect((await call('/api/auth/complete-registration', { ...account, otp: await codeFor(account.phone, 'registration') })).status).toBe(201);

    const page = await openPage(product, 'en', { path: '/' });
    await page.getByTestId('site-header').getByRole('button', { name: en.header.postJob }).click();
    const prompt = page.getByTestId('account-required');
    expect(await prompt.innerText()).toContain(en.accountDialogs.required.post);
    await prompt.getByRole('button', { name: en.accountDialogs.required.signIn }).click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=phone]').fill(typed);
    await form.locator('input[name=pin]').fill(account.password);
    await form.getByRole('button', { name: en.auth.signIn, exact: true }).click();
    await page.waitForURL('**/new-package');

    // Signed in, 'Post Job' on any page opens the job-creation dialog; its choice opens the wizard with that kind.
    await page.goto(`${product.baseUrl}/map`);
    await page.getByTestId('site-header').getByRole('button', { name: en.header.postJob }).click();
    const choice = page.getByTestId('job-post-dialog');
    expect(await choice.getByRole('heading').innerText()).toBe(en.accountDialogs.postDialog.title);
    await choice.getByTestId('job-post-hiring').click();
    await page.waitForURL('**/new-package?jobType=hiring');
    await page.getByTestId('wizard-package-submit').click();
    await page.getByTestId('wizard-step2').waitFor();
    expect(await page.getByTestId('job-type-hiring').isChecked()).toBe(true);
    await page.context().close();
  });

  it('signs an admin in with phone, password and the authenticator code on /admin', async () => {
    // The operator's way of making an admin. (ADMIN_PHONE at boot would not do here: the test
    // database is shared with other suites, and it only acts while no admin exists.) It prints the
    // otpauth:// URI and a QR code for the authenticator app.
    const { stdout } = createAdmin(ADMIN.phone, ADMIN.password);
    expect(stdout).toContain('Scan this with the admin');
    expect(stdout).toContain('▄');
    const page = await openPage(product, 'vi', { path: '/admin' });
    const form = page.getByTestId('admin-login');
    await form.waitFor();
    await page.getByTestId('admin-login-submit').click();
    expect(await form.innerText()).toContain(vi.validation.phoneRequired);
    expect(await form.innerText()).toContain(vi.validation.passwordRequired);
    expect(await form.innerText()).toContain(vi.validation.totpRequired);
    await page.getByTestId('admin-phone').fill(ADMIN.typed);
    await page.getByTestId('admin-password').fill(ADMIN.password);
    await page.getByTestId('admin-totp').fill((await staffCodeFor(ADMIN.phone)) ?? '');
    await page.getByTestId('admin-login-submit').click();
    // The page reloads about 1 s later, signed in as the admin.
    await page.getByTestId('admin-panel').waitFor({ timeout: 10_000 });
    await page.context().close();
  });
});
