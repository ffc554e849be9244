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
    // Stemming: 'trucks' finds 'truck'; web-search syntax excludes words.
    const plural = await member.client.get('/api/marketplace/listings?q=trucks%20-ford');
    expect(ids(plural.body)).toEqual(['delivery-driver']);
    // No listing has every word: those with any of them, best first.
    const loose = await member.client.get('/api/marketplace/listings?q=looking%20for%20a%20ford%20truck');
    expect(ids(loose.body).slice(0, 2).sort()).toEqual(['ford-f150-2018', 'ford-ranger-2021']);
    const none = await member.client.get('/api/marketplace/listings?q=submarine');
    expect(none.body.listings).toEqual([]);
    const odd = await member.client.get(`/api/marketplace/listings?q=${encodeURIComponent('"(( & !')}`);
    expect(odd.status).toBe(200);
  });

  it('lists a category, shows one listing, and refuses unknown ones', async () => {
    const member = await signedInMember();
    const jobs = await member.client.get('/api/marketplace/listings?category=jobs');
    expect(jobs.body.listings.length).toBeGreaterThan(0);
    expect(jobs.body.listings.every((listing: Listing) => listing.category === 'jobs')).toBe(true);
    const inCategory = await member.client.get('/api/marketplace/listings?category=vehicles&q=truck');
    expect(ids(inCategory.body).sort()).toEqual(['ford-f150-2018', 'ford-ranger-2021']);
    expect((await member.client.get('/api/marketplace/listings?category=boats')).status).toBe(400);
    const detail = await member.client.get('/api/marketplace/listings/ford-f150-2018');
    expect(detail.body).toMatchObject({ title: '2018 Ford F-150 XLT pickup truck', isSaved: false });
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
