import { useLingui } from '@lingui/react/macro';
import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-field.tsx';

// The editor (Tiptap, ProseMirror and its styles) is a chunk of its own, fetched when a publisher opens
// a text: it is never in the login page's or the start page's bundle (scripts/check-bundle-size.mjs).
const RichTextField = lazy(() =>
  import('./rich-text-field.tsx').then((module) => ({ default: module.RichTextField })),
);

export function LazyRichTextField(props: RichTextFieldProps) {
  const { t } = useLingui();
  return (
    <Suspense fallback={<Loader role="status" aria-label={t`Loading the editor`} />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
