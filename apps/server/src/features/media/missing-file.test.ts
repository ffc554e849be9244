import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

// Issue #36: a file the database knows but the disk lacks (removed by hand, or on another process's disk) was
// answered 200 and then the connection reset, which a proxy or a browser reports as a broken download.
describe('a media file missing from storage', () => {
  it.each([
    ['whole', {}],
    ['by range', { range: 'bytes=0-9' }],
  ])('answers 404 with JSON when asked %s, never 200 then a reset', async (_label, extraHeaders) => {
    const server = await getTestServer();
    const { client } = await signedInMember();
    const uploaded = await upload(client, 'image', await pngBytes(), 'image/png');
    expect(uploaded.status).toBe(201);
    fs.rmSync(path.join(server.mediaDir, 'posts', uploaded.body.path));

    const response = await fetch(`${server.url}${uploaded.body.url}`, {
      headers: { cookie: client.cookieHeader(), ...extraHeaders },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ message: 'File not found' });
  });
});
