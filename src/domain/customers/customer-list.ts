import { z } from 'zod';
import { includeFieldsSchema } from '../shared/include-fields.ts';

/** The fields of a GET Customers row (spec §3 list items: id, name, status, statusId, and the kinds). */
export const customerListFields = [
  'id',
  'name',
  'statusId',
  'isPooling',
  'isCommission',
  'isProvider',
  'status',
] as const;

/** GET Customers?include= (spec §7). */
export const customerListQuerySchema = z.object({ include: includeFieldsSchema(customerListFields) });
