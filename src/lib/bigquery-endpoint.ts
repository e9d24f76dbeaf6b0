/**
 * The BigQuery API endpoint field's rule, the contract's BigQueryApiEndpoint (the backend refuses the same
 * with 400): an https URL that never points into the backend's own network — not a loopback, unspecified,
 * link-local or cloud metadata address. The URL parser normalises how an address is written (decimal or hex
 * IPv4 such as https://2852039166/, IPv6 forms, a trailing dot), so the host is judged after parsing. One
 * rule for both sides: the connection form (src/features/database-connections/forms.ts) and the mock
 * backend (mocks/areas/database-connections/handlers.ts) import it from here.
 */
import { createDatabaseConnectionBodyApiEndpointRegExp } from '../generated/database-connections/database-connections.zod';

/** Why an endpoint is refused: not a URL, not https, or an address inside the backend's network. */
export type EndpointProblem = 'invalid' | 'notHttps' | 'forbiddenHost';

/** The contract's pattern: https, a host without credentials, then an optional path, query or fragment. */
const HTTPS_URL = createDatabaseConnectionBodyApiEndpointRegExp;

const FORBIDDEN_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal']);

function forbiddenIpv4(address: string): boolean {
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
  return (
    a === 127 || // loopback 127.0.0.0/8
    a === 0 || // "this network", 0.0.0.0 reaches the host itself
    (a === 169 && b === 254) || // link-local 169.254.0.0/16: AWS, GCP, Azure metadata at 169.254.169.254
    (a === 100 && b === 100 && c === 100 && d === 200) // Alibaba Cloud metadata
  );
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (compressed, lower case). */
function ipv6Groups(address: string): number[] | undefined {
  const [head = '', tail] = address.split('::');
  const part = (text: string) => (text ? text.split(':').map((group) => parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  const groups = tail === undefined ? front : [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

function forbiddenIpv6(address: string): boolean {
  const groups = ipv6Groups(address);
  if (!groups) return true; // the parser accepted it; anything this check cannot read is refused
  const [first] = groups as [number];
  const zeros = (count: number) => groups.slice(0, count).every((group) => group === 0);
  if (zeros(7) && (groups[7] === 0 || groups[7] === 1)) return true; // :: (unspecified) and ::1 (loopback)
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if (groups.join(':') === [0xfd00, 0xec2, 0, 0, 0, 0, 0, 0x254].join(':')) return true; // AWS metadata fd00:ec2::254
  if (zeros(5) && groups[5] === 0xffff) {
    // IPv4-mapped (::ffff:a.b.c.d): judged as the IPv4 address it carries.
    const [high, low] = [groups[6]!, groups[7]!];
    return forbiddenIpv4(`${high >> 8}.${high & 0xff}.${low >> 8}.${low & 0xff}`);
  }
  return false;
}

/** Whether the host (as URL.hostname gives it) is inside the backend's own network. */
export function isForbiddenHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (FORBIDDEN_NAMES.has(host) || host.endsWith('.localhost')) return true;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) return forbiddenIpv4(host);
  if (host.startsWith('[') && host.endsWith(']')) return forbiddenIpv6(host.slice(1, -1));
  return false;
}

/** What is wrong with a (non-blank) apiEndpoint, or undefined when the backend may call it. */
export function endpointProblem(value: string): EndpointProblem | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.protocol !== 'https:') return 'notHttps';
  if (!HTTPS_URL.test(value) || !url.hostname || url.username || url.password) return 'invalid';
  return isForbiddenHost(url.hostname) ? 'forbiddenHost' : undefined;
}
