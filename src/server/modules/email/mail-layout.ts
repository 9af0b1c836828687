/** The brand a market's mail is signed with (spec §1: the washing-service variant has its own). */
export function mailBrand(marketId: string): { name: string; color: string } {
  return marketId === 'swa'
    ? { name: 'Pallet Wash', color: '#0b6e99' }
    : { name: 'Pallet Portal', color: '#1c4e80' };
}

export interface MailContent {
  subject: string;
  greeting: string;
  /** Plain sentences; each becomes a paragraph. */
  paragraphs: readonly string[];
  /** A link the reader follows, shown as a button in HTML and as the bare URL in text. */
  action?: { label: string; url: string };
  /** Lines after the action, e.g. how long a link lasts or who to ask. */
  after?: readonly string[];
  /** Label/value rows, e.g. the fields of a request, shown as a table. */
  facts?: readonly (readonly [string, string])[];
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * One message as text and HTML with the market's brand. Every value is escaped: names, reasons and
 * company details come from whoever filled in a form.
 */
export function renderMail(
  marketId: string,
  content: MailContent,
): { subject: string; text: string; html: string } {
  const brand = mailBrand(marketId);
  const facts = content.facts ?? [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(facts.length > 0 ? [...facts.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.after ?? []).flatMap((line) => [line, '']),
    `— ${brand.name}`,
  ].join('\n');

  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const factRows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:${brand.color};` +
      `color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">` +
      `${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#444">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<div style="max-width:600px;margin:0 auto;padding:24px">',
    `<div style="background:${brand.color};color:#ffffff;padding:16px 20px;font-size:20px;font-weight:bold">`,
    `${escapeHtml(brand.name)}</div>`,
    '<div style="background:#ffffff;padding:24px 20px;line-height:1.5">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    factRows ? `<table style="border-collapse:collapse;margin:0 0 16px">${factRows}</table>` : '',
    action,
    ...(content.after ?? []).map(paragraph),
    '</div></div></body></html>',
  ].join('');
  return { subject: content.subject, text, html };
}
