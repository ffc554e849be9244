import { marketplaceMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';

type Listing = { id: string; title: string; category: string; isSaved: boolean };
const ids = (body: { listings: Listing[] }) => body.listings.map((listing) => listing.id);

describe('marketplace', () => {
  it('finds listings by words with full-text search, best match first, in any case', async () => {
    const member = await signedInMember();
    const trucks = await member.client.get('/api/marketplace/listings?q=Ford%20Truck');
    expect(trucks.status).toBe(200);
    expect(ids(trucks.body)).toEqual(expect.arrayContaining(['ford-f150-2018', 'ford-ranger-2021']));
    expect(ids(trucks.body)).not.toContain('honda-civic-2016');
    // No listing has every word: those with any of them, best first.
    const loose = await member.client.get('/api/marketplace/listings?q=looking%20for%20a%20ford%20truck');
    expect(ids(loose.body).slice(0, 2).sort()).toEqual(['ford-f150-2018', 'ford-ranger-2021']);
    const none = await member.client.get('/api/marketplace/listings?q=submarine');
    expect(none.body.listings).toEqual([]);
    const odd = await member.client.get(`/api/marketplace/listings?q=${encodeURIComponent('"(( & !')}`);
    expect(odd.status).toBe(200);
  });

  it('shows the samples only in a search for a Ford truck, after members’ listings, marked as examples (issue #54)', async () => {
    const seller = await signedInMember();
    const member = await signedInMember();
    const mine = await seller.client.post('/api/marketplace/listings', {
      title: 'Ford truck tailgate and a delivery van roof rack',
      description: 'Fits a Ford truck; trucks and vans.',
      category: 'vehicles',
      priceCents: 9000,
      currency: 'USD',
      condition: 'good',
      location: 'Leeds',
      photos: [],
    });
    expect(mine.status).toBe(201);
    expect(mine.body.isExample).toBe(false);
    const trucks = (await member.client.get('/api/marketplace/listings?q=ford%20truck')).body as {
      listings: (Listing & { isExample: boolean })[];
    };
    expect(trucks.listings[0]).toMatchObject({ id: mine.body.id, isExample: false });
    expect(trucks.listings.slice(1).every((listing) => listing.isExample)).toBe(true);
    expect(ids(trucks)).toEqual(expect.arrayContaining(['ford-f150-2018', 'ford-ranger-2021']));
    // Anywhere else, members' listings alone: categories, other words, the newest.
    // Members' listings have uuids; the samples have names ('ford-f150-2018').
    const isSample = (id: string) => !/^[0-9a-f]{8}-[0-9a-f]{4}-/.test(id);
    for (const query of ['category=vehicles', 'category=jobs', 'q=truck', 'q=trucks%20-ford', 'q=ford', '']) {
      const body = (await member.client.get(`/api/marketplace/listings?${query}&limit=50`)).body;
      expect(ids(body).filter(isSample)).toEqual([]);
      expect(body.listings.every((listing: { isExample: boolean }) => !listing.isExample)).toBe(true);
    }
    expect(ids((await member.client.get('/api/marketplace/listings?q=truck')).body)).toContain(mine.body.id);
    // A sample is still there to open from the Ford truck results.
    const detail = await member.client.get('/api/marketplace/listings/ford-f150-2018');
    expect(detail.body).toMatchObject({ title: '2018 Ford F-150 XLT pickup truck', isExample: true });
  });

  it('lists a category and one seller’s listings, shows one listing, and refuses unknown ones', async () => {
    const member = await signedInMember();
    const seller = await signedInMember();
    const listed = await seller.client.post('/api/marketplace/listings', {
      title: 'Weekend barista',
      description: 'Saturdays and Sundays, 8 to 2.',
      category: 'jobs',
      priceCents: 1500,
      currency: 'GBP',
      condition: 'new',
      location: 'York',
      photos: [],
    });
    expect(listed.status).toBe(201);
    const jobs = await member.client.get('/api/marketplace/listings?category=jobs');
    expect(ids(jobs.body)).toContain(listed.body.id);
    expect(jobs.body.listings.every((listing: Listing) => listing.category === 'jobs')).toBe(true);
    const theirs = await member.client.get(`/api/marketplace/listings?sellerId=${seller.userId}`);
    expect(ids(theirs.body)).toEqual([listed.body.id]);
    expect(theirs.body.listings[0]).toMatchObject({
      sellerHandle: expect.any(String),
      sellerAvatarUrl: null,
    });
    expect((await member.client.get('/api/marketplace/listings?sellerId=nope')).status).toBe(400);
    expect((await member.client.get('/api/marketplace/listings?category=boats')).status).toBe(400);
    const missing = await member.client.get('/api/marketplace/listings/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(marketplaceMessages.listingNotFound);
  });

  it('saves a listing to the member’s own Shopping circle, created once and listed with their circles', async () => {
    const member = await signedInMember();
    const other = await signedInMember();
    const saved = await member.client.post('/api/marketplace/listings/ford-f150-2018/save');
    expect(saved.status).toBe(200);
    expect(saved.body.listing.isSaved).toBe(true);
    const again = await member.client.post('/api/marketplace/listings/ford-ranger-2021/save');
    expect(again.body.circleId).toBe(saved.body.circleId);

    const circles = await member.client.get('/api/circles');
    const shopping = circles.body.filter(
      (circle: { personalKind: string }) => circle.personalKind === 'shopping',
    );
    expect(shopping).toEqual([
      expect.objectContaining({
        id: saved.body.circleId,
        name: 'Shopping',
        type: 'personal',
        description: 'saved marketplace items',
        isJoined: true,
      }),
    ]);
    expect((await member.client.get('/api/circles/shopping')).body.id).toBe(saved.body.circleId);
    expect(ids((await member.client.get('/api/marketplace/saved')).body)).toEqual([
      'ford-ranger-2021',
      'ford-f150-2018',
    ]);
    // Personal: nobody else sees it or its saves.
    expect((await other.client.get(`/api/circles/${saved.body.circleId}`)).status).toBe(404);
    expect((await other.client.get('/api/marketplace/saved')).body.listings).toEqual([]);

    await member.client.delete('/api/marketplace/listings/ford-f150-2018/save');
    expect(ids((await member.client.get('/api/marketplace/saved')).body)).toEqual(['ford-ranger-2021']);
  });
});
