// node --test scripts/stack: the static server's rules the app depends on.
import assert from 'node:assert/strict';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { acceptsEncoding, frameAncestorsPolicy, startStaticServer } from './static-server.mjs';

let root;
let server;
let base;

before(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'static-server-test-'));
  await fs.writeFile(path.join(root, 'index.html'), '<!doctype html><title>app</title>');
  await fs.writeFile(path.join(root, 'main.0123abcd.js'), 'console.log("hashed");'.repeat(50));
  await fs.writeFile(path.join(root, 'remoteEntry.js'), 'console.log("entry");');
  await fs.writeFile(path.join(root, 'runtime-config.json'), '{"from":"build"}');
  const override = path.join(root, '..', `${path.basename(root)}-config.json`);
  await fs.writeFile(override, '{"from":"environment"}');
  server = await startStaticServer({
    root,
    port: 0,
    spa: true,
    cors: true,
    quiet: true,
    files: { '/runtime-config.json': override },
    frameAncestors: ['http://127.0.0.1:4101'],
    scriptSrc: ['http://127.0.0.1:3001'],
    connectSrc: ['http://127.0.0.1:4000', 'ws://127.0.0.1:4000', 'http://127.0.0.1:3001'],
  });
  base = `http://127.0.0.1:${server.address().port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(root, { recursive: true, force: true });
  await fs.rm(`${root}-config.json`, { force: true });
});

test('a deep link without a file extension gets index.html (SPA fallback)', async () => {
  const response = await fetch(`${base}/app/orders/detail/42`);
  assert.equal(response.status, 200);
  assert.match(await response.text(), /<title>app<\/title>/);
});

test('a missing file with an extension is a 404, not index.html', async () => {
  const response = await fetch(`${base}/missing.0123abcd.js`);
  assert.equal(response.status, 404);
});

test('remotes can be fetched cross-origin', async () => {
  const response = await fetch(`${base}/remoteEntry.js`, { headers: { origin: 'http://x' } });
  assert.equal(response.headers.get('access-control-allow-origin'), '*');
});

test('hashed chunks are cached for good; files a redeploy replaces are revalidated', async () => {
  const hashed = await fetch(`${base}/main.0123abcd.js`);
  assert.match(hashed.headers.get('cache-control') ?? '', /immutable/);
  for (const file of ['/remoteEntry.js', '/index.html', '/runtime-config.json']) {
    const response = await fetch(`${base}${file}`);
    assert.equal(response.headers.get('cache-control'), 'no-cache', file);
  }
});

test('the mapped runtime configuration wins over the copy in the build', async () => {
  const response = await fetch(`${base}/runtime-config.json`);
  assert.deepEqual(await response.json(), { from: 'environment' });
});

test('text is sent gzip-encoded when the client accepts it', async () => {
  const { request } = await import('node:http');
  const body = await new Promise((resolve, reject) => {
    request(`${base}/main.0123abcd.js`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      assert.equal(res.headers['content-encoding'], 'gzip');
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve(zlib.gunzipSync(Buffer.concat(chunks)).toString()));
    })
      .on('error', reject)
      .end();
  });
  assert.match(body, /hashed/);
});

/** GETs a path with an Accept-Encoding header: its Content-Encoding and raw body. */
async function getEncoded(pathname, acceptEncoding) {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    request(`${base}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

test("the build's brotli copy is sent to a client that accepts br", async () => {
  const file = path.join(root, 'chunk.89abcdef.js');
  await fs.writeFile(file, 'console.log("brotli");'.repeat(80));
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync(await fs.readFile(file)));

  const brotli = await getEncoded('/chunk.89abcdef.js', 'gzip, deflate, br, zstd');
  assert.equal(brotli.encoding, 'br');
  assert.match(zlib.brotliDecompressSync(brotli.body).toString(), /brotli/);
  assert.equal((await getEncoded('/chunk.89abcdef.js', 'gzip, br;q=0')).encoding, 'gzip');
  // no copy beside the file: gzip made on the fly
  assert.equal((await getEncoded('/main.0123abcd.js', 'gzip, br')).encoding, 'gzip');
});

test('a brotli copy older than its file (left by a redeploy) is not served', async () => {
  const file = path.join(root, 'remoteEntry.js');
  await fs.writeFile(`${file}.br`, zlib.brotliCompressSync('console.log("old entry");'));
  const past = new Date(Date.now() - 60_000);
  await fs.utimes(`${file}.br`, past, past);

  const answer = await getEncoded('/remoteEntry.js', 'br');
  assert.equal(answer.encoding, undefined);
  assert.equal(answer.body.toString(), 'console.log("entry");');
});

test('Accept-Encoding: a coding is accepted by name unless its q is 0', () => {
  assert.equal(acceptsEncoding('gzip, deflate, br, zstd', 'br'), true);
  assert.equal(acceptsEncoding('BR;q=0.5', 'br'), true);
  assert.equal(acceptsEncoding('br;q=0, gzip', 'br'), false);
  assert.equal(acceptsEncoding('brotli', 'br'), false);
  assert.equal(acceptsEncoding(undefined, 'gzip'), false);
});

test('an unchanged file answers 304 to its ETag', async () => {
  const first = await fetch(`${base}/remoteEntry.js`);
  const etag = first.headers.get('etag');
  assert.ok(etag);
  const second = await fetch(`${base}/remoteEntry.js`, { headers: { 'if-none-match': etag } });
  assert.equal(second.status, 304);
});

test('paths cannot climb out of the root', async () => {
  const { request } = await import('node:http');
  const status = await new Promise((resolve, reject) => {
    // Sent raw: fetch would normalise the dots away before they reach the server.
    request(`${base}/..%2f..%2fetc%2fpasswd`, (res) => resolve(res.statusCode))
      .on('error', reject)
      .end();
  });
  assert.ok(status === 403 || status === 404, `got ${status}`);
});

const CSP_START =
  "script-src 'self' http://127.0.0.1:3001; " +
  "connect-src 'self' http://127.0.0.1:4000 ws://127.0.0.1:4000 http://127.0.0.1:3001; " +
  "object-src 'none'; base-uri 'self'; ";

test('HTML carries the host CSP: configured script and connect origins, per-shop frame-ancestors', async () => {
  const embedded = await fetch(`${base}/app?embedded=1&shop=omni-demo-apparel.myshopify.com`);
  assert.equal(
    embedded.headers.get('content-security-policy'),
    `${CSP_START}frame-ancestors https://omni-demo-apparel.myshopify.com https://admin.shopify.com http://127.0.0.1:4101`,
  );
  const plain = await fetch(`${base}/app/orders`);
  assert.equal(
    plain.headers.get('content-security-policy'),
    `${CSP_START}frame-ancestors 'self' https://admin.shopify.com http://127.0.0.1:4101`,
  );
  assert.equal(plain.headers.get('x-content-type-options'), 'nosniff');
  assert.equal(plain.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
  // a made-up shop parameter cannot widen the policy
  assert.match(
    frameAncestorsPolicy(new URL('http://x/app?shop=evil.example.com%20https://evil.example')),
    /^frame-ancestors 'self' https:\/\/admin\.shopify\.com$/,
  );
  const script = await fetch(`${base}/remoteEntry.js`);
  assert.equal(script.headers.get('content-security-policy'), null);
});
