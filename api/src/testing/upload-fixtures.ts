import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '@omni/shared/contracts';
import type { GalleryUploadResult } from '@omni/shared/contracts/catalogue';

// Upload bodies for the API tests: multipart forms and pictures crafted to attack a decoder.

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring 50,000 × 50,000 pixels, in a file of a few hundred bytes. */
export function hugeHeaderPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface FilePart {
  field?: string;
  name: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body of fields and files, as a browser's form sends it. */
export function multipart(parts: { files?: FilePart[]; fields?: Record<string, string> }) {
  const boundary = '----omni-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of parts.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST center/products/galleries/upload with a multipart form, as the signed-in user. */
export async function uploadToGallery(
  app: FastifyInstance,
  user: { token: string; workplaceId: string },
  parts: { files?: FilePart[]; fields?: Record<string, string> },
) {
  const { payload, contentType } = multipart(parts);
  const response = await app.inject({
    method: 'POST',
    url: '/api/center/products/galleries/upload',
    headers: {
      authorization: `Bearer ${user.token}`,
      'workplace-id': user.workplaceId,
      'content-type': contentType,
    },
    payload,
  });
  return { http: response.statusCode, body: response.json() as ApiEnvelope<GalleryUploadResult> };
}
