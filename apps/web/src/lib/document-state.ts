import type { Locale } from '@circles/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a document rendered on the server hands to the app in the browser (entry-server.tsx writes it, main.tsx
 * reads it): React Router's loader results and the query cache the render drew from. A JSON data block, not a
 * script: the CSP runs same-origin files only. `locale` is the language the page was drawn in: the browser loads its
 * catalogue before hydrating, so its first render is the server's.
 */
export type DocumentState = { router: HydrationState; queries: DehydratedState; locale: Locale };

export const documentStateElementId = 'document-state';

/** The document's state, or null for a document the server did not render (the app then renders from scratch). */
export function readDocumentState(): DocumentState | null {
  const text = document.getElementById(documentStateElementId)?.textContent;
  return text ? (JSON.parse(text) as DocumentState) : null;
}

/**
 * JSON that is safe inside a <script> element: no "</script>" or "<!--" can end or change it. The characters
 * escaped never stand outside a string in JSON, and inside one the escape means the same character.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
