import { useLingui } from '@lingui/react/macro';

export interface EmailHtmlFrameProps {
  html: string;
  subject: string;
}

/**
 * The HTML part as the recipient saw it, in a frame with every sandbox restriction (sandbox=""): no
 * scripts, no forms, no navigation of the portal, and another origin, so the mail can never reach the
 * session. The markup comes from our own templates, but an address or a name in it came from a form.
 */
export function EmailHtmlFrame({ html, subject }: EmailHtmlFrameProps) {
  const { t } = useLingui();
  return (
    <iframe
      title={t`The e-mail as HTML: ${subject}`}
      sandbox=""
      srcDoc={html}
      referrerPolicy="no-referrer"
      style={{
        width: '100%',
        height: 480,
        border: '1px solid var(--mantine-color-gray-4)',
        background: '#fff',
      }}
    />
  );
}
