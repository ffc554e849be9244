export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to send for an Accept-Encoding header: the first of `preference` the client accepts, honouring
 * q-values (`br;q=0` refuses brotli) and `*`; a higher q-value wins over our order. Undefined means identity.
 */
export function chooseEncoding(
  header: string | undefined,
  preference: readonly ContentCoding[] = ['br', 'gzip'],
): ContentCoding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isNaN(weight) ? 0 : weight);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  let best: ContentCoding | undefined;
  for (const coding of preference) {
    if (weightOf(coding) > (best ? weightOf(best) : 0)) best = coding;
  }
  return best;
}
