import { z } from 'zod';
import { idSchema } from '../shared/id.ts';
import { fallbackLocale, type Locale } from '../shared/locales.ts';

export const maxTemplateTitleLength = 120;
export const maxTemplateTextLength = 5000;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'contains a character that cannot be stored');

/** One language's wording of a template: both or neither filled in. */
export const templateTextSchema = z
  .object({ title: text(maxTemplateTitleLength), text: text(maxTemplateTextLength) })
  .refine((entry) => (entry.title === '') === (entry.text === ''), {
    message: 'needs both a title and a text, or neither',
  });
export type TemplateText = z.infer<typeof templateTextSchema>;

/** A title and a text per language (issue 19 item 2); at least one language is written. */
export type TemplateTexts = Partial<Record<Locale, TemplateText>>;

export const templateTextsSchema = z
  .object({
    'nb-NO': templateTextSchema.optional(),
    'sv-SE': templateTextSchema.optional(),
    'da-DK': templateTextSchema.optional(),
    'fi-FI': templateTextSchema.optional(),
    'en-US': templateTextSchema.optional(),
  } satisfies Record<Locale, unknown>)
  .strict()
  .transform((texts) => {
    const written = Object.entries(texts).filter(
      (entry): entry is [Locale, TemplateText] => entry[1] !== undefined && entry[1].title !== '',
    );
    return Object.fromEntries(written) as TemplateTexts;
  })
  .refine((texts) => Object.keys(texts).length > 0, 'write the title and text in at least one language');

/** POST supportTemplate: a new template (no id) or a change of one at the version read. */
export const templateInputSchema = z.object({
  id: idSchema.optional(),
  version: z.number().int().positive().optional(),
  texts: templateTextsSchema,
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const templateDeleteSchema = z.object({ id: idSchema });

export const supportTemplateSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  texts: z.record(z.string(), z.object({ title: z.string(), text: z.string() })),
  updatedAt: z.string(),
});
export type SupportTemplate = z.infer<typeof supportTemplateSchema>;

/** The wording in the user's language, else English, else the first one written. */
export function templateTextFor(texts: TemplateTexts, language: string): TemplateText | null {
  const own = texts[language as Locale];
  if (own) return own;
  const english = texts['en-US'] ?? texts[fallbackLocale];
  return english ?? Object.values(texts)[0] ?? null;
}
