import sanitizeHtml from 'sanitize-html';

/**
 * What hotel-written notice HTML may keep: paragraphs, line breaks, simple emphasis, lists and
 * links. Everything else goes; script and style with their content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // the widget lives in an iframe on the hotel's page: a link must not replace the booking flow,
    // and the page it opens gets no handle on the widget's window
    a: (tagName, attribs) => ({ tagName, attribs: { ...(attribs.href ? { href: attribs.href } : {}), target: '_blank', rel: 'noopener noreferrer' } }),
  },
};

/** Hotel-written HTML made safe to render as HTML in the widget. */
export function sanitizeNoticeHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
