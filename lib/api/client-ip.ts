/**
 * Who an anonymous caller is, for the per-IP budget: the socket's peer, or behind trusted proxies
 * the address the outermost of them saw, with the semantics of Express's `trust proxy`.
 */
import { isIP, isIPv6 } from 'node:net';
import proxyAddr from 'proxy-addr';

/** Whether the hop at `address` (0: the socket's peer, 1: the last X-Forwarded-For entry…) is a trusted proxy. */
export type TrustProxy = (address: string, hop: number) => boolean;

/** No proxy is trusted: the caller is the socket's peer and X-Forwarded-* are the caller's own words. */
export const TRUST_NO_PROXY: TrustProxy = () => false;

/**
 * API_TRUST_PROXY as Express reads `trust proxy`: a number of hops, or addresses, CIDR ranges and
 * proxy-addr's names (loopback, linklocal, uniquelocal) separated by commas. Throws on anything else.
 */
export function compileTrustProxy(setting: string): TrustProxy {
  const value = setting.trim();
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops === 0 ? TRUST_NO_PROXY : (_address, hop) => hop < hops;
  }
  const entries = value.split(/[\s,]+/).filter((entry) => entry !== '');
  if (entries.length === 0) throw new TypeError('no proxy named');
  return proxyAddr.compile(entries);
}

/**
 * An X-Forwarded-For entry without its port ("198.51.100.7:1111" and "[2001:db8::1]:80" as some
 * proxies write them), so one address is one budget whatever port it came from.
 */
function withoutPort(entry: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(entry);
  if (bracketed) return bracketed[1]!;
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(entry);
  return v4 ? v4[1]! : entry;
}

export interface ForwardedHops {
  /** The caller's address as the outermost trusted proxy saw it (always an IP, or the peer). */
  readonly client: string;
  /** How many hops, the socket's peer first, are trusted proxies. */
  readonly trusted: number;
}

/**
 * Walks from the socket's peer leftwards through X-Forwarded-For while each hop is a trusted proxy:
 * the first address that is not is the caller. Entries left of it were written by the caller and
 * prove nothing; an entry that is no IP address at all leaves the caller as the socket's peer.
 */
export function forwardedHops(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trust: TrustProxy,
): ForwardedHops {
  const peer = socketAddress ?? 'unknown';
  if (trust === TRUST_NO_PROXY || !trust(peer, 0)) return { client: peer, trusted: 0 };
  const chain = (forwardedFor === undefined ? '' : typeof forwardedFor === 'string' ? forwardedFor : forwardedFor.join(','))
    .split(',')
    .map((entry) => withoutPort(entry.trim()))
    .filter((entry) => entry !== '')
    .reverse();
  let trusted = 1;
  let client = peer;
  for (const address of chain) {
    client = address;
    if (isIP(address) === 0 || !trust(address, trusted)) break;
    trusted += 1;
  }
  return { client: isIP(client) === 0 ? peer : client, trusted };
}

/** The caller's address (see forwardedHops). */
export function clientIpOf(
  socketAddress: string | undefined,
  forwardedFor: string | readonly string[] | undefined,
  trust: TrustProxy,
): string {
  return forwardedHops(socketAddress, forwardedFor, trust).client;
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
