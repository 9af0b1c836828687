import { msg } from '@lingui/core/macro';

/** Spec §8's messages of the Company tab. */
export const companySavedText = msg`Company info saved`;
export const companySaveFailedText = msg`Error saving company info`;
export const logoNotImageText = msg`Please select an image file`;
export const imageReadingUnsupportedText = msg`Browser doesn't support image reading`;
export const logoSavedText = msg`Logo saved`;
export const logoDeletedText = msg`Logo deleted`;
export const logoDeleteFailedText = msg`Could not delete logo`;
