import { createHmac } from 'node:crypto';
import { loadConfig } from '@chonail/server/core';
import type { AuthAppOptions } from '@chonail/server/auth/testing';
import { useListingsApp } from '../listings-test-app';
import { AlertsModule } from './alerts.module';
import { AlertsRunner } from './alerts-runner';

/** The inbound webhook's signature secret in these tests. */
export const SIGNATURE_SECRET = 'alerts-test-signature-secret-0123456789';

/**
 * The listings app with the alerts module and its routes. AlertsModule sends through an SMS module
 * of its own, built from a config with the app's Redis prefix, so its texts land in the outbox the
 * app's /api/dev/sms-outbox reads.
 */
export function useAlertsApp(name: string, options: AuthAppOptions = {}) {
  const env = { VONAGE_SIGNATURE_SECRET: SIGNATURE_SECRET, ...(options.env ?? {}) };
  const config = loadConfig({ ...process.env, REDIS_PREFIX: `${process.env['REDIS_PREFIX']}-listings-${name}`, ...env });
  const app = useListingsApp(name, { ...options, env, modules: [AlertsModule.forRoot(config, { http: true }), ...(options.modules ?? [])] });
  // Added onto the same object: its getters are read when a test runs, after beforeAll started the app.
  return Object.defineProperties(app, {
    /** One run of matching and sending as of `now`, as the worker's schedule and `npm run alerts:run` do. */
    runAlerts: { value: (now: Date) => app.app.get(AlertsRunner, { strict: false }).runDue(now) },
    /** The alert texts the phone got, newest first, from the development outbox. */
    alertTexts: {
      value: async (phone: string) => {
        const res = await app.call('GET', `/api/dev/sms-outbox?phone=${encodeURIComponent(phone)}`, { ip: '127.0.0.1' });
        return (res.json() as Array<{ text: string; purpose: string }>).filter((sms) => sms.purpose === 'saved-search-alert').map((sms) => sms.text);
      },
    },
  }) as typeof app & { runAlerts: (now: Date) => ReturnType<AlertsRunner['runDue']>; alertTexts: (phone: string) => Promise<string[]> };
}

/** Vonage's sha256 signature of inbound parameters (its documented algorithm, computed here independently of the SDK). */
export function vonageSign(params: Record<string, string>, secret = SIGNATURE_SECRET): Record<string, string> {
  const signed = Object.keys(params)
    .sort()
    .map((key) => `&${key}=${(params[key] ?? '').replace(/[&=]/g, '_')}`)
    .join('');
  return { ...params, sig: createHmac('sha256', secret).update(signed).digest('hex') };
}
