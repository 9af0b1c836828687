import { describe, expect, it } from 'vitest';
import { importFieldLabels } from '../../../src/app/features/import/import-field-labels.ts';
import { importFields } from '../../../src/domain/admin/import/import-fields.ts';
import { importKinds } from '../../../src/domain/admin/import/import-kinds.ts';

describe('the import fields’ labels', () => {
  it.each(importKinds)('names every field of %s, and no other', (kind) => {
    expect(Object.keys(importFieldLabels[kind]).sort()).toEqual(
      importFields[kind].map((field) => field.key).sort(),
    );
  });
});
