import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { WORKSPACE_ROOT } from './index';
import { guardBrowser, startGuardProxy } from './offline-web';

/** Debian's Chromium; `.ci/run` installs it. */
export const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Without the background-networking flags Chromium keeps dialing Google, which this network refuses. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Every context of this browser aborts and records its pages' requests that would leave the
 * machine; Chromium's own background calls go to a refusing proxy (offline-web.ts).
 */
export async function launchChromium(): Promise<Browser> {
  const proxy = await startGuardProxy();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, ...proxy.chromeFlags], headless: true });
  browser.on('disconnected', () => void proxy.close());
  return guardBrowser(browser);
}

/** Screenshots of browser tests land here (ignored by git, kept by CI as output). */
export function testOutputDir(...parts: string[]): string {
  const dir = join(WORKSPACE_ROOT, 'test-output', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
