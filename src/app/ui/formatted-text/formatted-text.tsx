import { Typography } from '@mantine/core';

export interface FormattedTextProps {
  /** HTML the server sanitized on save (issue 19 item 5): no script, event attribute or outside picture. */
  html: string;
}

/** A published text's formatting, in the portal's typography; pictures fit the column. */
export function FormattedText({ html }: FormattedTextProps) {
  return (
    <Typography>
      <div className="formatted-text" dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
