import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/env';

export type SecurityConfig = Pick<AppConfig, 'MAP_TILE_URL' | 'STRIPE_PUBLISHABLE_KEY' | 'WEB_REMOTE_ORIGINS'>;

const STRIPE = { script: 'https://js.stripe.com', frames: ['https://js.stripe.com', 'https://hooks.stripe.com'], api: 'https://api.stripe.com' };

/** The tile server's origin, with a `{s}` subdomain template widened to a wildcard. */
export function tileOrigin(template: string): string | undefined {
  try {
    const url = new URL(template.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0'));
    return template.includes('{s}.') ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}` : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * Scripts only from our origin (plus Stripe.js when card payments are on); nothing may frame us.
 * Styles allow inline because Radix dialogs and Leaflet markers inject style elements and
 * attributes at run time; a style cannot run code. Translation is called by the API, not the
 * browser, so its host needs no entry.
 */
export function contentSecurityPolicy(config: SecurityConfig): Record<string, string[]> {
  const stripe = Boolean(config.STRIPE_PUBLISHABLE_KEY);
  const tiles = tileOrigin(config.MAP_TILE_URL);
  // Remotes served from elsewhere (remotes.json) bring their code, styles, fonts and images from there.
  const remotes = config.WEB_REMOTE_ORIGINS;
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...remotes, ...(stripe ? [STRIPE.script] : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...remotes],
    imgSrc: ["'self'", 'data:', 'blob:', ...remotes, ...(tiles ? [tiles] : [])],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:', ...remotes],
    connectSrc: ["'self'", ...remotes, ...(stripe ? [STRIPE.api] : [])],
    // The installable app (issue 37): the service worker and the manifest are ours alone (without
    // these, workers would fall back to script-src, which names remotes' and Stripe's hosts).
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: stripe ? STRIPE.frames : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

const LOCAL_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/i;

/** Whether the request carries credentials: its answer is about one person and must not be cached. */
const isAuthenticated = (request: FastifyRequest) => Boolean(request.headers.authorization || request.headers.cookie);

/**
 * Security headers on every answer (web app, API and media) through @fastify/helmet. HSTS only
 * for real host names: pinning https on localhost would break every other local http app.
 */
export async function registerSecurityHeaders(fastify: FastifyInstance, config: SecurityConfig): Promise<void> {
  await fastify.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Stripe's iframes and the map tiles load cross-origin without CORP headers of their own.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    hsts: false,
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!LOCAL_HOST.test(request.headers.host ?? '')) {
      void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
    // API answers are live data, and sign-in answers carry tokens: nothing is stored unless a route
    // says so (public media does), and nothing asked with credentials is stored at all.
    if (request.url.startsWith('/api/') && (isAuthenticated(request) || !reply.hasHeader('cache-control'))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
