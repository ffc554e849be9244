import aws4 from 'aws4';
import type { S3Settings } from '../storage/s3-storage';
import type { StorageBucket } from '../storage/storage';
import type { StoredObject } from './media-copy';

const tagValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => decodeXml(match[1] ?? ''));
const decodeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');

/**
 * Every object in the media bucket, through S3's ListObjectsV2 (pages of 1,000), signed as the storage driver
 * signs. Keys are `<our bucket>/<userId>/<file>` (storage/s3-storage.ts).
 */
export async function listS3Objects(settings: S3Settings): Promise<StoredObject[]> {
  const endpoint = new URL(settings.endpoint);
  const base = settings.forcePathStyle
    ? new URL(`${endpoint.pathname.replace(/\/$/, '')}/${settings.bucket}/`, endpoint)
    : new URL('/', `${endpoint.protocol}//${settings.bucket}.${endpoint.host}`);
  const found: StoredObject[] = [];
  let token: string | undefined;
  do {
    const query = new URLSearchParams({ 'list-type': '2', 'max-keys': '1000' });
    if (token) query.set('continuation-token', token);
    const url = new URL(`${base.pathname}?${query}`, base);
    const signed = aws4.sign(
      {
        host: url.host,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        service: 's3',
        region: settings.region,
        headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      },
      { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    );
    const response = await fetch(url, { headers: signed.headers as Record<string, string> });
    const xml = await response.text();
    if (!response.ok) throw new Error(`S3 listing failed: ${response.status} ${xml.slice(0, 200)}`);
    for (const key of tagValues(xml, 'Key')) {
      const [bucket, owner, file, ...rest] = key.split('/');
      if (bucket && owner && file && rest.length === 0) {
        found.push({ bucket: bucket as StorageBucket, objectPath: `${owner}/${file}` });
      }
    }
    token =
      tagValues(xml, 'IsTruncated')[0] === 'true' ? tagValues(xml, 'NextContinuationToken')[0] : undefined;
  } while (token);
  return found;
}
