import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer goes out as it is: it fits a packet, and compressing it costs more than it saves. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli at quality 4 (bench/order-list.ts): about the CPU of gzip 6 with smaller answers; 5 and up cost
 * more per call than they save on the wire for a list of orders.
 */
export const brotliQuality = 4;

/** JSON and text; a PDF, a spreadsheet or an attachment that is an image is compressed already. */
const compressibleType = /^text\/(?!event-stream)|[+/]json(?:;|$)/;

/**
 * Compresses API answers above a small size by the request's Accept-Encoding, brotli before gzip
 * (issue 15 item 11; a 1,000-order list is about 1.2 MB of JSON). It runs on the bytes Fastify is
 * about to send, after the envelope and an Idempotency-Key replay, so a replayed answer is encoded for
 * the replaying request. Request bodies are not decompressed: no client sends them compressed, and the
 * upload limits count the bytes that arrive.
 */
export function registerAnswerCompression(app: FastifyInstance) {
  void app.register(compress, {
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    customTypes: compressibleType,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    zlibOptions: { level: 6 },
  });
}
