import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { importErrorText } from '../../../src/app/features/import/import-error-text.ts';
import { numberTwiceInFileMessage } from '../../../src/domain/admin/import/import-rows.ts';
import { glnReasons } from '../../../src/domain/shared/gln.ts';

const text = (field: string | null, message: string) =>
  importErrorText('locations', { row: 0, field, message }, i18n);

describe('row errors in the user’s words', () => {
  it('names the field by its form label', () => {
    expect(text('name', 'name is required')).toBe('Name is required');
    expect(text('hasRamp', 'hasRamp must be yes or no')).toBe('Has ramp must be yes or no');
  });

  it('translates the catalogue’s messages, the file’s duplicates and the GLN’s reasons', () => {
    expect(text('number', 'Location number already exists')).toBe('Location number already exists');
    expect(text('number', numberTwiceInFileMessage)).toBe('The number appears more than once in the file');
    expect(text('number', `Invalid GLN: ${glnReasons.checkDigit}`)).toBe(
      'Invalid GLN: The check digit does not match',
    );
  });

  it('shows another rule’s text after the field’s label', () => {
    expect(text('loadType', 'loadType must be one of rear, side, top')).toBe(
      'Load type must be one of rear, side, top',
    );
    expect(text('postCode', 'Invalid post code')).toBe('Post code: Invalid post code');
    expect(text(null, 'Something else')).toBe('Something else');
  });
});
