import type { Locator, Page } from 'playwright-core';
import { eventually } from '@chonail/server/testing';

const CONTACT_CALL = /^\/api\/job-posts\/\d+\/contact$/;

/**
 * Issue 38, finding 4: public pages carry a post's numbers masked, and a tap on Call, Text or a
 * number asks the post's contact call. Taps `control` (a button with no href yet), waits for that
 * call and for the control to become the tel:/sms: link, and answers its href.
 */
export async function tapToReveal(page: Page, control: Locator): Promise<string> {
  expect(await control.getAttribute('href')).toBeNull();
  const asked = page.waitForRequest((request) => CONTACT_CALL.test(new URL(request.url()).pathname));
  await control.click();
  await asked;
  return eventually(async () => (await control.getAttribute('href')) ?? undefined, 10_000);
}
