import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';

/**
 * The operator's calls (GET /metrics, GET /ops/backup) are not open to the world: a caller needs
 * `METRICS_TOKEN` as its bearer token, or must come from an address `METRICS_ALLOW` names (default:
 * loopback). Behind a proxy that the portal does not trust (TRUST_PROXY=false), a forwarded request
 * is never allowed by its address: the proxy's own loopback address would let everyone in.
 */
export function operatorGuard(config: Pick<AppConfig, 'operator' | 'trustProxy'>) {
  const allowed = new BlockList();
  for (const entry of config.operator.allow) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) allowed.addAddress(address, type);
    else allowed.addSubnet(address, Number(prefix), type);
  }
  const token = config.operator.token === null ? null : Buffer.from(`Bearer ${config.operator.token}`);

  const hasToken = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    return token !== null && given.length === token.length && timingSafeEqual(given, token);
  };
  const isAllowedAddress = (request: FastifyRequest) => {
    const isForwarded =
      request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded !== undefined;
    if (isForwarded && !config.trustProxy) return false;
    const address = request.ip.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    return isIP(address) !== 0 && allowed.check(address, type);
  };

  /** A preHandler: 403 for anyone else, with no word of what would have let them in. */
  return async function requireOperator(request: FastifyRequest, reply: FastifyReply) {
    if (hasToken(request) || isAllowedAddress(request)) return;
    await reply.code(403).header('Cache-Control', 'no-store').send({ error: 'Forbidden' });
  };
}
