import { isIP } from 'node:net';

/**
 * The address a limit counts: an IPv4 address as it is (an IPv4-mapped IPv6 one as its IPv4), an
 * IPv6 address by its first 64 bits, since one subscriber is handed a whole /64 and could otherwise
 * take a fresh address, and a fresh allowance, for every request.
 */
export function addressBucket(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (isIP(ip) !== 6) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]?.toLowerCase().split('::') ?? [];
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:0:1.2.3.4 and the like) lies in the last 64 bits: dropped below.
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
