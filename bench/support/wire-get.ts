import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface WireAnswer {
  status: number;
  /** The body's bytes as they crossed the wire, not decoded. */
  bytes: number;
  encoding: string | undefined;
}

/**
 * GET over HTTP as a client elsewhere receives it: the Accept-Encoding given (none: identity) and the
 * body counted, never decompressed, so the figures hold the server's cost only (fetch would decode).
 */
export function wireGet(url: string, headers: Record<string, string>): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            encoding: response.headers['content-encoding'],
          }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
