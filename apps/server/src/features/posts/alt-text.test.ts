import { postMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { pngBytes, wavBytes } from '../../test/media-fixtures';
import { upload, uploadProcessed } from '../../test/uploads';

describe('alt text on posts (issue 18)', () => {
  it('keeps a photo’s description on the card, trimmed; none means null', async () => {
    const author = await signedInMember({ firstName: 'Alma' });
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const created = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Sunset',
      imageUrl: image.body.url,
      mediaAlt: '  An orange sun over a calm sea  ',
    });
    expect(created.status).toBe(201);
    expect(created.body.mediaAlt).toBe('An orange sun over a calm sea');
    const feed = await author.client.get('/api/feed/circles/world');
    expect(feed.body.posts[0]).toMatchObject({
      id: created.body.id,
      mediaAlt: 'An orange sun over a calm sea',
    });

    const plain = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Just words',
      mediaAlt: 'x',
    });
    expect(plain.body.mediaAlt).toBeNull();
    const tooLong = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Long',
      imageUrl: image.body.url,
      mediaAlt: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(postMessages.altTextTooLong);
  });

  it('requires it for a photo when the author’s settings say so, never for audio', async () => {
    const author = await signedInMember({ firstName: 'Reza' });
    expect((await author.client.put('/api/preferences/require_alt_text', { value: 'true' })).status).toBe(
      200,
    );
    const image = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const refused = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'No description',
      imageUrl: image.body.url,
      mediaAlt: '   ',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(postMessages.altTextRequired);
    // The refused post's upload was removed with it: a new one is needed.
    const again = await upload(author.client, 'image', await pngBytes(), 'image/png');
    const described = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Described',
      imageUrl: again.body.url,
      mediaAlt: 'A red square',
    });
    expect(described.status).toBe(201);
    const audio = await uploadProcessed(author.client, 'audio', wavBytes(), 'audio/wav');
    const sound = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'A tone',
      audioSource: { original: 'english', english: audio.body.url },
    });
    expect(sound.status).toBe(201);
  });
});
