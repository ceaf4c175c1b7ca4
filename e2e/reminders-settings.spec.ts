import { join } from 'node:path';
import { en, vi } from '@chonail/shared/i18n';
import { eventually, getJson, testOutputDir } from '@chonail/server/testing';
import { openPage, registerMember } from './fixtures';
import { useProduct } from './support';

// Issue 39: the portal's settings switch for expiry reminders, in the browser against the real API
// and database, at a phone's size, in Vietnamese and English; the screenshots are looked at by hand.
const product = useProduct({ TRUST_PROXY: 'loopback' });
const PHONE = { width: 390, height: 844 };
const IP_PREFIX = '10.39';
const shots = testOutputDir('e2e', 'reminders-settings');

describe.each([
  ['vi', vi, '5045553901', 1],
  ['en', en, '5045553902', 2],
] as const)('expiry reminders switch (%s)', (lang, t, typed, n) => {
  it('shows the switch on in the settings tab, turns it off, and the state holds after a reload', async () => {
    const owner = await registerMember(product.baseUrl, { typed, firstName: 'Thu', ipPrefix: IP_PREFIX });
    const page = await openPage(product, lang, { viewport: PHONE, headers: { 'x-forwarded-for': `${IP_PREFIX}.1.${n}` }, path: '/customerportal?tab=settings' });
    await page.getByTestId('portal-login-prompt').getByRole('button', { name: t.portal.login.button }).click();
    const form = page.getByTestId('login-form');
    await form.locator('input[name=phone]').fill(owner.typed);
    await form.locator('input[name=pin]').fill(owner.pin);
    await form.getByRole('button', { name: t.auth.signIn, exact: true }).click();

    const toggle = page.getByRole('switch', { name: t.portal.settings.expiryReminders });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.getByTestId('portal-expiry-reminders').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(shots, `${lang}-settings-on.png`) });

    await toggle.click();
    await page.getByTestId('toast').filter({ hasText: t.portal.settings.expiryRemindersSaved }).first().waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.screenshot({ path: join(shots, `${lang}-settings-off.png`) });

    await page.reload();
    const again = page.getByRole('switch', { name: t.portal.settings.expiryReminders });
    await again.waitFor();
    await eventually(async () => ((await again.getAttribute('aria-checked')) === 'false' ? true : undefined), 10_000);
    // Turning the switch is not itself a text.
    const { body } = await getJson<Array<{ purpose: string }>>(`${product.baseUrl}/api/dev/sms-outbox?phone=${encodeURIComponent(owner.phone)}`);
    expect(body.filter((sms) => sms.purpose === 'expiry-reminder')).toEqual([]);
    await page.context().close();
  });
});
