import type { IncomingMessage } from 'node:http';
import aws4 from 'aws4';

/** The headers a stand-in S3 recomputes a request's signature over (those present). */
const signedHeaders = ['content-type', 'content-length', 'range', 'x-amz-content-sha256', 'x-amz-date'];

/**
 * For the local stand-ins of the S3 API in tests: whether a request carries the SigV4 signature that `credentials`
 * give for it in `region`, recomputed as S3 would (a wrong key or a tampered header does not match).
 */
export function hasS3Signature(
  request: IncomingMessage,
  credentials: { accessKeyId: string; secretAccessKey: string },
  region: string,
) {
  const headers: Record<string, string> = {};
  for (const name of signedHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const expected = aws4.sign(
    { host: request.headers.host, path: request.url, method: request.method, service: 's3', region, headers },
    credentials,
  );
  return expected.headers?.Authorization === request.headers.authorization;
}
