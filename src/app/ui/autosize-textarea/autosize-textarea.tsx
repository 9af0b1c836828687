import { Textarea, type TextareaProps } from '@mantine/core';

/** Spec §5: a textarea grows with its text up to 100 px, then scrolls. */
export const textareaMaxHeight = 100;

export interface AutosizeTextareaProps extends Omit<
  TextareaProps,
  'autosize' | 'minRows' | 'maxRows' | 'styles'
> {
  /** Rows shown when empty, default 1. */
  rows?: number;
  maxLength?: number;
}

/** A comment field: one row by default, grows with the text, at most 100 px high. */
export function AutosizeTextarea({ rows = 1, ...props }: AutosizeTextareaProps) {
  return (
    <Textarea
      {...props}
      autosize
      minRows={rows}
      styles={{ input: { maxHeight: textareaMaxHeight, overflowY: 'auto' } }}
    />
  );
}
