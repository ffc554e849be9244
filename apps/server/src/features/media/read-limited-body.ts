import { AppError } from '../../lib/errors';

/**
 * Reads a request body up to `maxBytes`, cancelling the stream the moment it goes over:
 * an oversized upload is cut off, never buffered whole.
 */
export async function readLimitedBody(request: Request, maxBytes: number, tooLarge: string): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes)
    throw new AppError(413, tooLarge, 'payload_too_large');
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new AppError(413, tooLarge, 'payload_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
