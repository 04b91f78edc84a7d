import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The one HTTP client for URLs a user typed (store analysis, competitor scraping, image URLs).
 * Server-side request forgery is stopped here, not by callers:
 * - only http: and https:;
 * - the host name is resolved here and every address must be public unicast — loopback,
 *   private, link-local (cloud metadata 169.254.169.254), carrier-grade NAT, unique-local,
 *   IPv4-mapped IPv6, 0.0.0.0/8, multicast and every other special range are refused;
 * - the socket connects to the address that was checked (a pinned `lookup`), and the peer
 *   address of the connected socket is checked again, so DNS rebinding between the check and
 *   the connection fails;
 * - redirects are followed by hand, at most `maxRedirects`, each hop checked like the first;
 * - the body is capped at `maxBytes` and the whole exchange at `timeoutMs`.
 *
 * `allowedOrigins` is the one exception: exact origins (scheme, host and port) whose address is
 * not checked. Production never sets it; the start and e2e scripts pass the local sandbox
 * stand-ins through SANDBOX_ALLOWED_ORIGINS, and the SSRF tests use it for a redirecting server.
 */

export type GuardedFetchErrorCode =
  | 'INVALID_URL'
  | 'BLOCKED_SCHEME'
  | 'BLOCKED_ADDRESS'
  | 'DNS_FAILURE'
  | 'TOO_MANY_REDIRECTS'
  | 'TOO_LARGE'
  | 'TIMEOUT'
  | 'NETWORK';

export class GuardedFetchError extends Error {
  constructor(
    readonly code: GuardedFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to every address it has (injectable so tests can simulate DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardedFetchOptions {
  /** GET unless given; a request with another method is never redirected (its body would be lost). */
  method?: string;
  /** Request body (for POST/PUT to a user-given store's API). */
  body?: string;
  headers?: Record<string, string>;
  /** Redirect hops followed after the first request (default 3). */
  maxRedirects?: number;
  /** Largest body accepted, in bytes (default 2 MiB). */
  maxBytes?: number;
  /** Deadline for the whole exchange, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Origins such as `http://127.0.0.1:4101` whose address is not checked (sandbox only). */
  allowedOrigins?: readonly string[];
  resolver?: Resolver;
  signal?: AbortSignal;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
}

const DEFAULTS = { maxRedirects: 3, maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 };
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
};

/**
 * Whether an address may be connected to: only the 'unicast' range of ipaddr.js, i.e. public
 * addresses. Everything special (listed in the module comment and more: reserved, benchmarking,
 * 6to4/Teredo/NAT64 which embed IPv4 addresses) is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return false;
  return parsed.range() === 'unicast';
}

/** `http://host:port` with the default port left out, as URL.origin writes it. */
function normaliseOrigin(origin: string): string | undefined {
  try {
    return new URL(origin).origin;
  } catch {
    return undefined;
  }
}

function bareHostname(url: URL): string {
  // URL keeps IPv6 literals in brackets.
  return url.hostname.replace(/^\[|\]$/g, '');
}

/** Resolves and checks the target of one hop; returns the address to pin the socket to. */
async function checkedAddress(
  url: URL,
  allowed: ReadonlySet<string>,
  resolver: Resolver,
): Promise<{ pinned: ResolvedAddress; checkPeer: boolean }> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new GuardedFetchError('BLOCKED_SCHEME', `Scheme ${url.protocol} is not fetched`);
  const host = bareHostname(url);
  const exempt = allowed.has(url.origin);
  if (ipaddr.isValid(host)) {
    if (!exempt && !isPublicAddress(host))
      throw new GuardedFetchError('BLOCKED_ADDRESS', 'The address is not a public one');
    return {
      pinned: { address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 },
      checkPeer: !exempt,
    };
  }
  let addresses: ResolvedAddress[];
  try {
    addresses = await resolver(host);
  } catch {
    throw new GuardedFetchError('DNS_FAILURE', 'The host name does not resolve');
  }
  if (addresses.length === 0)
    throw new GuardedFetchError('DNS_FAILURE', 'The host name does not resolve');
  // One private answer is enough to refuse: a name that mixes them is an attack, not a store.
  if (!exempt && addresses.some((entry) => !isPublicAddress(entry.address)))
    throw new GuardedFetchError(
      'BLOCKED_ADDRESS',
      'The host name resolves to a non-public address',
    );
  return { pinned: addresses[0]!, checkPeer: !exempt };
}

/** A `lookup` that answers only the checked address, whatever DNS says by now. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
}

interface HopResult {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function requestOnce(
  url: URL,
  pinned: ResolvedAddress,
  checkPeer: boolean,
  options: Required<Pick<GuardedFetchOptions, 'maxBytes'>> & {
    headers: Record<string, string>;
    signal: AbortSignal;
    followsRedirect: boolean;
    method: string;
    body: string | undefined;
  },
): Promise<HopResult> {
  return new Promise<HopResult>((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(url, {
      method: options.method,
      headers: { 'accept-encoding': 'identity', ...options.headers },
      lookup: pinnedLookup(pinned),
      // No keep-alive pool: a pooled socket could have been opened to another address.
      agent: false,
      signal: options.signal,
    });
    const fail = (error: GuardedFetchError) => {
      request.destroy(error);
      reject(error);
    };
    request.on('socket', (socket: Socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress;
        if (checkPeer && (!peer || !isPublicAddress(peer)))
          fail(new GuardedFetchError('BLOCKED_ADDRESS', 'Connected to a non-public address'));
      });
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      if (options.followsRedirect && REDIRECT_STATUSES.has(status)) {
        // The body of a redirect is not needed; the next hop is checked by the caller.
        response.resume();
        resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > options.maxBytes) {
        fail(new GuardedFetchError('TOO_LARGE', 'The response is larger than allowed'));
        return;
      }
      const chunks: Buffer[] = [];
      let received = 0;
      response.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > options.maxBytes) {
          fail(new GuardedFetchError('TOO_LARGE', 'The response is larger than allowed'));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () =>
        resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', (error) => reject(asGuardedError(error, options.signal)));
    });
    request.on('error', (error) => reject(asGuardedError(error, options.signal)));
    request.end(options.body);
  });
}

function asGuardedError(error: unknown, signal: AbortSignal): GuardedFetchError {
  if (error instanceof GuardedFetchError) return error;
  if (signal.aborted) {
    const reason: unknown = signal.reason;
    return reason instanceof GuardedFetchError
      ? reason
      : new GuardedFetchError('TIMEOUT', 'The request was aborted');
  }
  return new GuardedFetchError('NETWORK', error instanceof Error ? error.message : String(error));
}

/**
 * Whether a user-given address would be refused by the guard (scheme, loopback, private, a
 * name resolving to either), checked when the address is entered so the merchant gets a field
 * error instead of a failed connection later. A name that does not resolve is not refused
 * here: the store may not be up yet, and the guard checks again on every request.
 */
export async function isRefusedAddress(
  input: string,
  options: Pick<GuardedFetchOptions, 'allowedOrigins' | 'resolver'> = {},
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return true;
  }
  const allowed = new Set(
    (options.allowedOrigins ?? [])
      .map(normaliseOrigin)
      .filter((origin): origin is string => origin !== undefined),
  );
  try {
    await checkedAddress(url, allowed, options.resolver ?? systemResolver);
    return false;
  } catch (error) {
    return !(error instanceof GuardedFetchError && error.code === 'DNS_FAILURE');
  }
}

/** Requests a user-given URL (GET unless `method` says otherwise) under the rules in the module comment. */
export async function guardedFetch(
  input: string,
  options: GuardedFetchOptions = {},
): Promise<GuardedResponse> {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new GuardedFetchError('INVALID_URL', 'The address is not a valid URL');
  }
  const method = (options.method ?? 'GET').toUpperCase();
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const maxBytes = options.maxBytes ?? DEFAULTS.maxBytes;
  const resolver = options.resolver ?? systemResolver;
  const allowed = new Set(
    (options.allowedOrigins ?? [])
      .map(normaliseOrigin)
      .filter((origin): origin is string => origin !== undefined),
  );

  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new GuardedFetchError('TIMEOUT', 'The request took too long')),
    options.timeoutMs ?? DEFAULTS.timeoutMs,
  );
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    for (let hop = 0; ; hop += 1) {
      const { pinned, checkPeer } = await checkedAddress(url, allowed, resolver);
      if (controller.signal.aborted) throw asGuardedError(undefined, controller.signal);
      const result = await requestOnce(url, pinned, checkPeer, {
        maxBytes,
        headers: options.headers ?? {},
        signal: controller.signal,
        followsRedirect: method === 'GET',
        method,
        body: options.body,
      });
      const location = result.headers.location;
      if (method === 'GET' && REDIRECT_STATUSES.has(result.status) && location) {
        if (hop >= maxRedirects)
          throw new GuardedFetchError('TOO_MANY_REDIRECTS', 'Too many redirects');
        try {
          url = new URL(location, url);
        } catch {
          throw new GuardedFetchError('INVALID_URL', 'The redirect target is not a valid URL');
        }
        continue;
      }
      const finalUrl = url.toString();
      return {
        url: finalUrl,
        status: result.status,
        headers: result.headers,
        body: result.body,
        text: () => result.body.toString('utf8'),
      };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
