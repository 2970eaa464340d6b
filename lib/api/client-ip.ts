/**
 * Who an anonymous caller is, for the per-IP budget.
 */
import { isIPv6 } from 'node:net';

/**
 * The caller's address: the socket's peer, or, behind `trustProxyHops` proxies that each append
 * the address they saw to X-Forwarded-For, the entry that many places from the right (what the
 * outermost trusted proxy saw). Entries further left were written by the caller and prove nothing.
 */
export function clientIpOf(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trustProxyHops: number,
): string {
  const peer = socketAddress ?? 'unknown';
  if (trustProxyHops === 0 || forwardedFor === undefined) return peer;
  const chain = (typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(','))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return chain[Math.max(0, chain.length - trustProxyHops)] ?? peer;
}

/**
 * The budget an address counts against. IPv4 addresses (also written IPv4-mapped, ::ffff:1.2.3.4)
 * count alone; an IPv6 address counts with its /64 network, because one subscriber usually gets a
 * whole /64 and could otherwise take a fresh address for every request.
 */
export function rateLimitBucketOf(ip: string): string {
  const address = ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const withoutZone = address.split('%', 1)[0]!;
  if (!isIPv6(withoutZone)) return address;
  const groups = expandIPv6(withoutZone);
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each without leading zeros ("2001:db8::1" → 2001, db8, 0, …, 1). */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (64:ff9b::1.2.3.4) stands for the last two groups.
  const ipv4Tail = (right.at(-1) ?? '').includes('.') ? 1 : 0;
  const fill = Array.from({ length: Math.max(0, 8 - left.length - right.length - ipv4Tail) }, () => '0');
  return [...left, ...(tail === undefined ? [] : fill), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}
