import Negotiator from 'negotiator';

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
  const negotiator: EncodingNegotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  // `preferred` breaks ties between equal q-values in our order (`gzip, br` gets brotli).
  return negotiator.encoding([...preference], { preferred: [...preference] }) as ContentCoding | undefined;
}

/** negotiator 1's encoding(); @types/negotiator 0.6 predates its `preferred` option. */
type EncodingNegotiator = {
  encoding(available: string[], options: { preferred: string[] }): string | undefined;
};
