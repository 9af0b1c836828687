import { z } from 'zod';
import { locales } from './locales.ts';

export const localeSchema = z.enum(locales);
