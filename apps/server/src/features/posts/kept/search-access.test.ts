import { describe, expect, it } from 'vitest';
import type { CircleType, MembershipStatus } from '../../../db/schema';
import { createKeptSearchAccess, type KeptSearchAccess } from './search-access';

type Circle = { id: string; type: CircleType; owner_id: string | null };

/** A database of circles and standings that counts what it is asked, and can hold a read until told. */
function fakeDatabase() {
  const circles = new Map<string, Circle>([
    ['world', { id: 'world', type: 'public', owner_id: null }],
    ['club', { id: 'club', type: 'private', owner_id: 'owner' }],
    ['ana-own', { id: 'ana-own', type: 'personal', owner_id: 'ana' }],
  ]);
  const standings = new Map<string, { statuses: [string, MembershipStatus][]; blocked: string[] }>([
    ['ana', { statuses: [['club', 'member']], blocked: ['troll'] }],
    ['rui', { statuses: [['club', 'pending']], blocked: [] }],
  ]);
  const asked = { circles: [] as string[][], standings: [] as string[] };
  let held: Promise<void> | undefined;
  return {
    circles,
    standings,
    asked,
    /** Holds every read from now on until the returned function is called. */
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => release();
    },
    source: {
      async searchAccessFacts(viewerId: string | null, ids: string[]) {
        if (ids.length) asked.circles.push(ids);
        if (viewerId) asked.standings.push(viewerId);
        await held;
        const found = ids.flatMap((id) => {
          const circle = circles.get(id);
          return circle ? [[id, { type: circle.type, owner_id: circle.owner_id }] as const] : [];
        });
        const standing = viewerId ? (standings.get(viewerId) ?? { statuses: [], blocked: [] }) : undefined;
        return {
          circles: new Map(found),
          standing: standing && { statuses: new Map(standing.statuses), blocked: new Set(standing.blocked) },
        };
      },
    },
  };
}

const all = ['world', 'club', 'ana-own', 'gone'];
const seen = async (access: KeptSearchAccess, viewerId: string) => {
  const { circles, blocked } = await access.visibleSources(viewerId, all);
  return { circles: [...circles].sort(), blocked: [...blocked] };
};

function enabledAccess(database: ReturnType<typeof fakeDatabase>) {
  const access = createKeptSearchAccess(database.source);
  access.setEnabled(true);
  return access;
}

describe('who may see a kept search list', () => {
  it('applies the circle rule to kept circles and standings, and asks the database once', async () => {
    const database = fakeDatabase();
    const access = enabledAccess(database);
    const ana = { circles: ['ana-own', 'club', 'world'], blocked: ['troll'] };
    expect(await seen(access, 'ana')).toEqual(ana);
    // An invitation is not membership, another member's personal circle shows nothing, a gone circle nothing.
    expect(await seen(access, 'rui')).toEqual({ circles: ['world'], blocked: [] });
    expect(await seen(access, 'ana')).toEqual(ana);
    expect(database.asked).toEqual({ circles: [all, ['gone'], ['gone']], standings: ['ana', 'rui'] });
    expect(access.stats()).toMatchObject({ size: 2, misses: 3 });
  });

  it("forgets a member's standing when it changes, and everything when anything else does", async () => {
    const database = fakeDatabase();
    const access = enabledAccess(database);
    await seen(access, 'ana');
    await seen(access, 'rui');
    database.standings.set('rui', { statuses: [['club', 'member']], blocked: ['ana'] });
    access.changed({ kind: 'member', id: 'rui' });
    access.changed({ kind: 'circle', id: 'club' });
    access.changed({ kind: 'post', id: 'p1' });
    expect(await seen(access, 'rui')).toEqual({ circles: ['club', 'world'], blocked: ['ana'] });
    database.circles.set('club', { id: 'club', type: 'public', owner_id: 'owner' });
    database.standings.set('ana', { statuses: [], blocked: [] });
    expect((await seen(access, 'ana')).blocked).toEqual(['troll']); // kept until a change is heard
    access.changed({ kind: 'everything' });
    expect(await seen(access, 'ana')).toEqual({ circles: ['ana-own', 'club', 'world'], blocked: [] });
    expect(database.asked.standings).toEqual(['ana', 'rui', 'rui', 'ana']);
    expect(database.asked.circles.filter((ids) => ids.includes('club'))).toHaveLength(2);
  });

  it('answers from what it read while a change was heard, but does not keep it', async () => {
    const database = fakeDatabase();
    const access = enabledAccess(database);
    const release = database.hold();
    const reading = seen(access, 'ana');
    access.changed({ kind: 'member', id: 'ana' });
    release();
    expect((await reading).circles).toEqual(['ana-own', 'club', 'world']);
    await seen(access, 'ana');
    expect(database.asked.standings).toEqual(['ana', 'ana']);

    const fresh = enabledAccess(database);
    const first = seen(fresh, 'rui');
    fresh.changed({ kind: 'everything' });
    expect((await first).circles).toEqual(['world']);
    await seen(fresh, 'rui');
    expect(database.asked.circles.filter((ids) => ids.includes('world'))).toHaveLength(3);
  });

  it("shares one search's read of circles with the searches that need them meanwhile, unless everything changed", async () => {
    const database = fakeDatabase();
    const access = enabledAccess(database);
    const releaseBoth = database.hold();
    const together = [seen(access, 'ana'), seen(access, 'rui')];
    releaseBoth();
    expect(await Promise.all(together)).toEqual([
      { circles: ['ana-own', 'club', 'world'], blocked: ['troll'] },
      { circles: ['world'], blocked: [] },
    ]);
    expect(database.asked).toEqual({ circles: [all], standings: ['ana', 'rui'] });

    const later = enabledAccess(database);
    const releaseLater = database.hold();
    const before = seen(later, 'ana');
    later.changed({ kind: 'everything' });
    const after = seen(later, 'rui');
    releaseLater();
    await Promise.all([before, after]);
    expect(database.asked.circles.slice(1)).toEqual([all, all]);
  });

  it('keeps nothing while changes are not heard', async () => {
    const database = fakeDatabase();
    const access = createKeptSearchAccess(database.source);
    await seen(access, 'ana');
    expect(await seen(access, 'ana')).toEqual({ circles: ['ana-own', 'club', 'world'], blocked: ['troll'] });
    access.setEnabled(true);
    await seen(access, 'ana');
    access.setEnabled(false);
    await seen(access, 'ana');
    expect(database.asked.standings).toEqual(['ana', 'ana', 'ana', 'ana']);
    expect(access.stats().size).toBe(0);
  });
});
