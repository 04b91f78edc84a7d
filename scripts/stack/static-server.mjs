// A small static file server for the production builds: the host (with SPA fallback) and each
// remote (with CORS so the host origin may fetch its manifest and chunks). Node built-ins only, so
// a fresh machine needs nothing beyond `pnpm install`.
//
// Usage as a program:
//   node scripts/stack/static-server.mjs --root host/dist --port 3000 [--spa] [--cors]
//        [--host 127.0.0.1] [--file /runtime-config.json=/abs/path.json]
//        [--frame-ancestors "http://127.0.0.1:4101 …"] [--script-src "…"] [--connect-src "…"]
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

// Names webpack writes with a content hash never change, so browsers may keep them for good.
// Everything else (index.html, remoteEntry.js, mf-manifest.json, runtime-config.json) is what a
// redeploy replaces in place, so it must be revalidated on every load.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|mjs)$/;

/** gzip output cached by path + mtime + size, so repeated loads do not recompress. */
const gzipCache = new Map();

async function gzipped(file, stat) {
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  const hit = gzipCache.get(file);
  if (hit && hit.key === key) return hit.body;
  const body = zlib.gzipSync(await fs.readFile(file), { level: 6 });
  gzipCache.set(file, { key, body });
  return body;
}

/**
 * The build's brotli copy of a file (`<file>.br`, written by the webpack preset), if it is at
 * least as new as the file: a copy left beside a file a redeploy replaced is never served.
 */
async function brotliCopy(file, stat) {
  const copy = `${file}.br`;
  const copyStat = await statFile(copy);
  return copyStat && copyStat.mtimeMs >= stat.mtimeMs ? { file: copy, stat: copyStat } : null;
}

/** Whether an Accept-Encoding header allows a coding (a `;q=0` refuses it). */
export function acceptsEncoding(header, coding) {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return name.trim() === coding && (!q || Number(q.slice(2)) > 0);
    });
}

async function statFile(file) {
  try {
    const stat = await fs.stat(file);
    return stat.isFile() ? stat : null;
  } catch {
    return null;
  }
}

const SHOPIFY_SHOP = /^[a-z0-9][a-z0-9-]*\.myshopify\.com$/;

/**
 * The embedded app's clickjacking guard (Shopify requires it on every HTML response): only the
 * shop's own admin may frame the page — `https://<shop>` and admin.shopify.com when the URL names
 * a valid shop (`?shop=`, as Shopify loads embedded apps), else the app itself and the admin —
 * plus the given extra origins (the sandbox admin of the local Shopify stand-in).
 */
export function frameAncestorsPolicy(url, extraOrigins = []) {
  const shop = url.searchParams.get('shop')?.toLowerCase();
  const sources =
    shop && SHOPIFY_SHOP.test(shop)
      ? [`https://${shop}`, 'https://admin.shopify.com']
      : ["'self'", 'https://admin.shopify.com'];
  return `frame-ancestors ${[...sources, ...extraOrigins].join(' ')}`;
}

/**
 * The host's Content-Security-Policy: scripts only from itself and the configured origins (the
 * remotes, Shopify's App Bridge), connections only to itself and the configured origins (the
 * API, its realtime socket, the remotes' manifests), no plugins, no <base> elsewhere, and the
 * per-shop frame-ancestors above. Styles, images and media stay open: product pictures come from
 * any supplier's CDN and the UI library writes its styles at run time.
 */
export function hostContentSecurityPolicy(
  url,
  { frameAncestors = [], scriptSrc = [], connectSrc = [] },
) {
  return [
    `script-src 'self' ${scriptSrc.join(' ')}`.trim(),
    `connect-src 'self' ${connectSrc.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    frameAncestorsPolicy(url, frameAncestors),
  ].join('; ');
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, cors?: boolean,
 *           files?: Record<string, string>, quiet?: boolean, frameAncestors?: string[],
 *           scriptSrc?: string[], connectSrc?: string[] }} options
 *   frameAncestors: set → HTML answers carry the host's content security policy (above), with
 *   these extra frame ancestors (the sandbox admin, which embeds the host app); scriptSrc and
 *   connectSrc: the origins it may load scripts from and connect to besides itself.
 *   files: URL path → absolute file, served instead of anything in root (e.g. a runtime config
 *   written for one environment, so the build folder itself is never edited).
 * @returns {Promise<http.Server>}
 */
export function startStaticServer(options) {
  const root = path.resolve(options.root);
  const files = options.files ?? {};
  const server = http.createServer(async (req, res) => {
    try {
      if (options.cors) {
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', '*');
      }
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
        return;
      }
      const url = new URL(req.url ?? '/', 'http://localhost');
      let pathname;
      try {
        pathname = decodeURIComponent(url.pathname);
      } catch {
        res.writeHead(400).end();
        return;
      }
      let file = files[pathname] ?? path.join(root, pathname);
      if (!files[pathname] && file !== root && !file.startsWith(root + path.sep)) {
        res.writeHead(403).end();
        return;
      }
      let stat = await statFile(file);
      if (!stat && !files[pathname]) {
        const indexFile = path.join(file, 'index.html');
        stat = await statFile(indexFile);
        if (stat) file = indexFile;
      }
      // SPA fallback: a deep link without a file extension gets the app's index.html.
      if (!stat && options.spa && !path.extname(pathname)) {
        file = path.join(root, 'index.html');
        stat = await statFile(file);
      }
      if (!stat) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
      const ext = path.extname(file).toLowerCase();
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      res.setHeader('Content-Type', MIME[ext] ?? 'application/octet-stream');
      res.setHeader('ETag', etag);
      res.setHeader(
        'Cache-Control',
        HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      res.setHeader('Vary', 'Accept-Encoding');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      if (options.frameAncestors && ext === '.html')
        res.setHeader('Content-Security-Policy', hostContentSecurityPolicy(url, options));
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304).end();
        return;
      }
      const acceptEncoding = req.headers['accept-encoding'];
      const brotli = acceptsEncoding(acceptEncoding, 'br') && (await brotliCopy(file, stat));
      if (brotli) {
        res.writeHead(200, { 'Content-Encoding': 'br', 'Content-Length': brotli.stat.size });
        if (req.method === 'HEAD') res.end();
        else createReadStream(brotli.file).pipe(res);
        return;
      }
      if (acceptsEncoding(acceptEncoding, 'gzip') && COMPRESSIBLE.has(ext)) {
        const body = await gzipped(file, stat);
        res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(200, { 'Content-Length': stat.size });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    } catch (error) {
      if (!options.quiet) console.error(`[static ${options.port}]`, error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve(server));
  });
}

function parseArgs(argv) {
  const options = { files: {} };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => {
      const value = argv[i + 1];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return value;
    };
    if (arg === '--root') options.root = next();
    else if (arg === '--port') options.port = Number(next());
    else if (arg === '--host') options.host = next();
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--cors') options.cors = true;
    else if (arg === '--frame-ancestors')
      options.frameAncestors = next().split(/\s+/).filter(Boolean);
    else if (arg === '--script-src') options.scriptSrc = next().split(/\s+/).filter(Boolean);
    else if (arg === '--connect-src') options.connectSrc = next().split(/\s+/).filter(Boolean);
    else if (arg === '--file') {
      const [urlPath, file] = next().split('=');
      if (!urlPath || !file) throw new Error('--file wants /url/path=/abs/file');
      options.files[urlPath] = path.resolve(file);
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (!options.root || !Number.isInteger(options.port)) {
    throw new Error('usage: static-server.mjs --root DIR --port N [--spa] [--cors] [--file /p=f]');
  }
  return options;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = parseArgs(process.argv.slice(2));
  const server = await startStaticServer(options);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`static ${options.root} on http://${options.host ?? '127.0.0.1'}:${options.port}`);
}
