import { type MediaKind, mediaRules } from '@circles/contracts';

/**
 * docs/product.md §Validation client check of a picked file: its type by MIME family, then its size. Null when it
 * may go.
 */
export function checkMediaFile(file: File, kind: MediaKind): string | null {
  const rules = mediaRules[kind];
  if (!file.type.startsWith(`${kind}/`)) return rules.wrongType;
  if (file.size > rules.maxBytes) return rules.tooLarge;
  return null;
}
