import { z } from 'zod';

/** Row ids are PostgreSQL integers: a larger number is bad input (400), never a database error (500). */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);
