/**
 * The server's structured log: one JSON line per event on stdout (pino). Caller addresses are only
 * ever written masked (maskAddress), never in full.
 *
 * Lines are written asynchronously and together (a write to a piped stdout per line would block
 * the request that logs it, or cost a thread-pool round trip each): they leave once a few kilobytes
 * are waiting, and at least every FLUSH_INTERVAL_MS. pino flushes what is left when the process
 * exits; flushLog does it before a deliberate exit.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { pino } from 'pino';

const FLUSH_INTERVAL_MS = 200;

const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
setInterval(() => {
  try {
    destination.flush();
  } catch {
    // Closed at exit: nothing more can be written.
  }
}, FLUSH_INTERVAL_MS).unref();

/** pino's isoTime, written once per millisecond rather than once per line. */
let stampedAt = -1;
let stamp = '';
function isoTime(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

export const logger = pino(
  {
    base: { pid: process.pid },
    level: process.env.LOG_LEVEL?.trim() || 'info',
    timestamp: isoTime,
  },
  destination,
);

/** Writes every buffered line now (before process.exit, which would not wait for them). */
export function flushLog(): void {
  try {
    destination.flushSync();
  } catch {
    // Nothing buffered, or stdout already closed: nothing more can be written anyway.
  }
}

/**
 * An address cut to its network: IPv4 keeps its first three bytes (203.0.113.0/24), IPv6 its first
 * three groups (/48); anything else is written as "unknown". Enough to see a burst from one network,
 * not enough to name a person.
 */
export function maskAddress(address: string | undefined): string {
  if (address === undefined) return 'unknown';
  let masked = masks.get(address);
  if (masked === undefined) {
    if (masks.size >= MAX_MASKS) masks.clear();
    masked = maskOf(address);
    masks.set(address, masked);
  }
  return masked;
}

/** Callers come back: each address is masked once (until the table is full and starts afresh). */
const masks = new Map<string, string>();
const MAX_MASKS = 10_000;

function maskOf(address: string): string {
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
