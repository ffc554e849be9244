import { ApiRequestError } from '../../../lib/api-client';

export type ExportProgress = { received: number; total: number | null };

/**
 * GET /api/me/export → the member's data as a ZIP. Read as a stream so the page can show how far it is (the server
 * sends the exact length first), then handed to the browser as a download.
 */
export async function downloadExport(onProgress: (progress: ExportProgress) => void, signal?: AbortSignal) {
  const response = await fetch('/api/me/export', { credentials: 'include', signal });
  if (!response.ok || !response.body)
    // The section shows its own translated text for any failure; this one is for the log.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    throw new ApiRequestError(response.status, 'Your data could not be exported.');
  const total = Number(response.headers.get('content-length')) || null;
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'circles-export.zip';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  onProgress({ received, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
  const url = URL.createObjectURL(new Blob(chunks as BlobPart[], { type: 'application/zip' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { name, size: received };
}
