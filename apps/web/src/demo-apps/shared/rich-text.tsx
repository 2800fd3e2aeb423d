import { createElement, type ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

// Notes and guide bodies are HTML strings. Notes are typed by the user, so they are
// never handed to innerHTML: the markup is parsed and only these tags are rebuilt as React nodes.
const ALLOWED = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'code',
  'pre',
  'a',
  'span',
]);

function toReact(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const el = node as Element;
  const tag = el.tagName.toLowerCase();
  const children = Array.from(el.childNodes, toReact);
  if (!ALLOWED.has(tag)) return <span key={key}>{children}</span>;
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = el.getAttribute('href') ?? '';
    const safe = /^(https?:|mailto:|\/|#)/i.test(href) ? href : undefined;
    return (
      <a key={key} href={safe} target={safe?.startsWith('http') ? '_blank' : undefined} rel="noreferrer">
        {children}
      </a>
    );
  }
  return createElement(tag, { key }, ...children);
}

export function RichText({ html, sx }: { html: string | null | undefined; sx?: SxProps<Theme> }) {
  if (!html) return null;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (
    <Box
      sx={[
        { '& p': { mt: 0, mb: 1.5 }, '& pre': { p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {Array.from(doc.body.childNodes, toReact)}
    </Box>
  );
}

/** Plain text typed in a text box, stored as paragraphs (the format the sample notes use). */
export function textToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The reverse, for editing: paragraphs become blank-line separated text. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/p>\s*/gi, '</p>\n\n'), 'text/html');
  return (doc.body.textContent ?? '').trim();
}
