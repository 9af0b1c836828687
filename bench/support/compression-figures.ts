import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { cpuPerCall, percentiles, throughput } from './measure.ts';
import { wireGet } from './wire-get.ts';

const encodings = [
  { encoding: 'identity', acceptEncoding: null },
  { encoding: 'br', acceptEncoding: 'br' },
  { encoding: 'gzip', acceptEncoding: 'gzip' },
] as const;

interface Target {
  app: FastifyInstance;
  address: string;
  url: string;
  headers: Record<string, string>;
  /** The answer's SQL through a bare node-postgres pool. */
  runSql: () => Promise<void>;
  bareRps: number;
}

const rounds = 3;

/**
 * One list answer uncompressed, brotli and gzip (issue 15 item 11): its bytes as sent, this process's CPU
 * per call over HTTP (server and a client that only counts bytes; 30 sequential calls) and its ratio to
 * the bare client's, and req/s with 20 concurrent clients. The encodings take turns over 3 rounds and
 * each figure is the median, so a busy machine's drift does not favour one of them.
 */
export async function compressionFigures({ app, address, url, headers, runSql, bareRps }: Target) {
  const bareCpuMs = await cpuPerCall(30, runSql);
  const samples = new Map(
    encodings.map(({ encoding }) => [encoding, { cpuMs: [] as number[], rps: [] as number[] }]),
  );
  let identityBody: Buffer = Buffer.alloc(0);
  const sizes = new Map<string, number>();
  for (const { encoding, acceptEncoding } of encodings) {
    const asked = acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers;
    const sample = await app.inject({ method: 'GET', url, headers: asked });
    const sent = sample.headers['content-encoding'] ?? 'identity';
    if (sample.statusCode !== 200 || sent !== encoding) {
      throw new Error(`${url} asked for ${encoding}: ${sample.statusCode}, sent ${sent}`);
    }
    if (encoding === 'identity') identityBody = sample.rawPayload;
    sizes.set(encoding, sample.rawPayload.length);
  }
  for (let round = 0; round < rounds; round++) {
    for (const { encoding, acceptEncoding } of encodings) {
      const asked = acceptEncoding ? { ...headers, 'accept-encoding': acceptEncoding } : headers;
      const call = async () => void (await wireGet(`${address}${url}`, asked));
      samples.get(encoding)!.cpuMs.push(await cpuPerCall(30, call));
      samples.get(encoding)!.rps.push(await throughput(20, 5_000, call));
    }
  }
  const figures = encodings.map(({ encoding }) => {
    const { cpuMs, rps } = samples.get(encoding)!;
    const cpu = median(cpuMs);
    return {
      encoding,
      bytes: sizes.get(encoding)!,
      cpuMs: cpu,
      cpuRatio: cpu / bareCpuMs,
      rps: median(rps),
      bareRps,
      bareCpuMs,
    };
  });
  return { figures, identityBody };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const encoders = [
  [
    'brotli 4',
    (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }),
  ],
  [
    'brotli 5',
    (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  ],
  [
    'brotli 6',
    (body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  ],
  ['gzip 6', (body: Buffer) => zlib.gzipSync(body, { level: 6 })],
] as const;

/** Each encoder's size and median time on one answer, to choose the API's brotli quality. */
export function encodingComparison(body: Buffer) {
  return encoders.map(([encoder, encode]) => {
    const times: number[] = [];
    let bytes = 0;
    for (let run = 0; run < 30; run++) {
      const started = performance.now();
      bytes = encode(body).length;
      times.push(performance.now() - started);
    }
    return { encoder, bytes, ms: percentiles(times).p50 };
  });
}
