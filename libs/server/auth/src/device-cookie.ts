import { refreshCookie } from './token.service';

/** The browser's sign-in device (LoginService): kept a year, sent to /api only, unreadable by scripts. */
export const DEVICE_COOKIE = 'chonail_device';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

export function deviceTokenFromCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE) return value.join('=');
  }
  return undefined;
}

/** The refresh cookie's attributes (HttpOnly, SameSite=Strict, Secure off localhost), on path /api. */
export function deviceCookie(token: string, host: string | undefined): string {
  return refreshCookie(token, host)
    .replace(/^[^=]+=/, `${DEVICE_COOKIE}=`)
    .replace('Path=/api/auth', 'Path=/api')
    .replace(/Max-Age=\d+/, `Max-Age=${DEVICE_COOKIE_SECONDS}`);
}
