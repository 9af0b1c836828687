import { z } from 'zod';
import { idQuerySchema } from '../shared/id.ts';
import { containerStatuses, maxContainerTermLength } from './container-status.ts';

const emptyAsMissing = (value: unknown) => (value === '' ? undefined : value);
const typeIdPattern = /^[A-Z0-9_-]{1,20}$/;

/** GET Containers: the register's filters (issue 20 item 2) and its page, 1 first. */
export const containerListQuerySchema = z.object({
  status: z.preprocess(emptyAsMissing, z.enum(containerStatuses).optional()),
  typeId: z.preprocess(
    emptyAsMissing,
    z.string().regex(typeIdPattern, 'must be a container type id').optional(),
  ),
  locationId: z.preprocess(emptyAsMissing, idQuerySchema.optional()),
  term: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .trim()
      .max(maxContainerTermLength, `must be at most ${maxContainerTermLength} characters`)
      .optional(),
  ),
  page: z.preprocess(
    emptyAsMissing,
    z
      .string()
      .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1')
      .transform(Number)
      .optional(),
  ),
});
export type ContainerListFilter = z.output<typeof containerListQuerySchema>;
/** The filters as a query string (and the register's address) carries them. */
export type ContainerListQuery = Partial<
  Record<'status' | 'typeId' | 'locationId' | 'term' | 'page', string>
>;

/** GET Container?id= */
export const containerIdQuerySchema = z.object({ id: idQuerySchema });

/** GET ContainerByNumber?number= : the number as printed on the container (and in its barcode). */
export const containerNumberQuerySchema = z.object({
  number: z
    .string('must be a container number')
    .trim()
    .min(1, 'must not be empty')
    .max(maxContainerTermLength, `must be at most ${maxContainerTermLength} characters`)
    .transform((value) => value.toUpperCase()),
});
