/**
 * The server's structured log: one JSON line per event on stdout (pino). Caller addresses are only
 * ever written masked (maskAddress), never in full.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { pino } from 'pino';

export const logger = pino({
  base: { pid: process.pid },
  level: process.env.LOG_LEVEL?.trim() || 'info',
  timestamp: pino.stdTimeFunctions.isoTime,
});

/**
 * An address cut to its network: IPv4 keeps its first three bytes (203.0.113.0/24), IPv6 its first
 * three groups (/48); anything else is written as "unknown". Enough to see a burst from one network,
 * not enough to name a person.
 */
export function maskAddress(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  const plain = address.replace(/^\[|\]$/g, '').split('%', 1)[0]!;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(plain);
  const ip = mapped ? mapped[1]! : plain;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) {
    const [head = ''] = ip.toLowerCase().split('::');
    const groups = head === '' ? [] : head.split(':');
    const kept = [...groups, '0', '0', '0'].slice(0, 3);
    return `${kept.join(':')}::/48`;
  }
  return 'unknown';
}
