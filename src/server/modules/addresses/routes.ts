import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkGln, glnValidateQuerySchema } from '../../../domain/shared/gln.ts';
import { addressZipCodeQuerySchema } from '../../../domain/shared/post-code.ts';
import { countryRegions, findPostPlace } from './service.ts';

/** Address helpers of spec §5 and §7: countries, post places and the GLN (location number) check. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/AddressCountryRegions', { config: { access: 'public' } }, (request) =>
    countryRegions(request.market),
  );

  app.get(
    '/AddressZipCode',
    { config: { access: 'public' }, schema: { querystring: addressZipCodeQuerySchema } },
    (request) => findPostPlace(request.query),
  );

  app.get(
    '/GLNValidate',
    { config: { access: ['user'] }, schema: { querystring: glnValidateQuerySchema } },
    (request) => checkGln(request.query.gln),
  );
};
