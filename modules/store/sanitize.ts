/**
 * Stored rich text (blog posts, content pages) is sanitised on the server with sanitize-html and
 * an allow-list: headings, paragraphs, lists, emphasis, links (http, https, mailto, wa.me),
 * pictures (http/https), tables, blockquote. Everything else — scripts, styles, iframes, event
 * attributes, javascript: and data: addresses — is dropped before the record is written.
 * Server only.
 */
import sanitizeHtml from 'sanitize-html';
import type { DoctypeServer } from '@niaga/kernel/server';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'img', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'width', 'height'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }) },
};

export const sanitizeRich = (html: string): string => sanitizeHtml(html, OPTIONS);

/** The server side of a rich-text doctype: its `isi` sanitised before it is written. */
export const richServer: DoctypeServer = {
  beforeSave(_ctx, rec) {
    rec.isi = sanitizeRich(String(rec.isi ?? ''));
  },
};
