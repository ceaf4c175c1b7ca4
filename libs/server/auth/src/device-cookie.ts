import { cookieValue, signInCookie } from './token.service';

/** The browser's sign-in device (LoginService): kept a year, sent to /api only, unreadable by scripts. */
export const DEVICE_COOKIE = 'chonail_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export const deviceTokenFromCookie = (header: string | undefined) => cookieValue(header, DEVICE_COOKIE);

/** Set at sign-in and sign-up; it goes to every /api path because sign-up and sign-in sit apart. */
export const deviceCookie = (token: string, host: string | undefined) =>
  signInCookie(DEVICE_COOKIE, token, host, { path: '/api', maxAgeSeconds: DEVICE_COOKIE_SECONDS });
