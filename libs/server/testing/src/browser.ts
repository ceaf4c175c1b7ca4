import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { WORKSPACE_ROOT } from './index';

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

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Screenshots of browser tests land here (ignored by git, kept by CI as output). */
export function testOutputDir(...parts: string[]): string {
  const dir = join(WORKSPACE_ROOT, 'test-output', ...parts);
  mkdirSync(dir, { recursive: true });
  return dir;
}
