import sanitizeHtml from 'sanitize-html';
import { messageImageSrcRegex } from '../../../domain/messages/message-image.ts';

/**
 * The HTML a published text may keep (issue 19 item 5): the rich-text editor's formatting, links to
 * http(s) and mail addresses, and pictures stored by POST messageImage. Everything else — <script>,
 * <style>, <iframe>, event attributes (on*), style attributes, javascript: and data: addresses — is
 * removed on save, so the app may show the stored HTML as it is.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
    'sub',
    'sup',
  ],
  allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link opens in a new tab without handing the opener over.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
  // A picture from anywhere but our own store goes, whole.
  exclusiveFilter: (frame) => frame.tag === 'img' && !messageImageSrcRegex.test(frame.attribs.src ?? ''),
};
// transformTags adds target and rel after the attribute filter has run, so they need not be allowed.
options.allowedAttributes = { ...options.allowedAttributes, a: ['href', 'title', 'target', 'rel'] };

export function sanitizeMessageHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The text alone, for a list's excerpt and the login page: blocks become line breaks. */
export function plainTextOf(html: string): string {
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre)>|<br\s*\/?>/gi, '$&\n');
  const bare = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return bare
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
