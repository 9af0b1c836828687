import { z } from 'zod';
import { idSchema } from '../shared/id.ts';

/** POST alertRead: marks an alert read for the acting user. */
export const alertReadSchema = z.object({ alertId: idSchema });
