import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a secret: reset and welcome links, keys, codes. */
const secretParameter = /token|key|secret|password|code|signature/i;

/**
 * The URL as the log may keep it: the value of every query parameter that may carry a secret is
 * replaced, so a reset link in the request log cannot be followed by whoever reads the log.
 */
export function redactedUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      let name = pair.slice(0, separator);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came, its value redacted all the same below.
        return `${pair.slice(0, separator)}=[redacted]`;
      }
      return secretParameter.test(name) ? `${pair.slice(0, separator)}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${query}`;
}

/** Fastify's request serializer (method, url, host, client address and port) with a redacted URL. */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactedUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
