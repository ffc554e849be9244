import type { Notification } from '@circles/contracts';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { notificationsKeys } from '../api/keys';
import {
  addLiveNotification,
  markAllReadInCache,
  markReadInCache,
  newestKnownId,
} from './notifications-cache';

const build = (id: string, overrides: Partial<Notification> = {}): Notification => ({
  id,
  type: 'comment',
  title: 'New comment',
  message: 'Ada commented on your post',
  text: { key: 'comment', values: {} },
  read: false,
  readAt: null,
  userId: 'me',
  createdAt: new Date().toISOString(),
  actionUrl: `/circles/world/posts/${id}`,
  metadata: { circleId: 'world' },
  createdByUser: null,
  ...overrides,
});

function setup(all: Notification[], unreadCount: number) {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<Notification[], number>>(notificationsKeys.list('all'), {
    pages: [all],
    pageParams: [0],
  });
  client.setQueryData(notificationsKeys.unreadCount(), unreadCount);
  const list = () =>
    client.getQueryData<InfiniteData<Notification[], number>>(notificationsKeys.list('all'))?.pages.flat() ??
    [];
  const count = () => client.getQueryData<number>(notificationsKeys.unreadCount());
  return { client, list, count };
}

describe('notifications cache (SPEC §4)', () => {
  it('prepends a live notification once and counts it when unread', () => {
    const { client, list, count } = setup([build('1', { read: true })], 0);
    expect(addLiveNotification(client, build('2'))).toBe(true);
    expect(addLiveNotification(client, build('2'))).toBe(false);
    expect(addLiveNotification(client, build('3', { read: true }))).toBe(true);
    expect(list().map((n) => n.id)).toEqual(['3', '2', '1']);
    expect(count()).toBe(1);
    expect(newestKnownId(client)).toBe(3);
  });

  it('places a late one by its id, and leaves one older than every loaded one to Load more when there is more', () => {
    const { client, list, count } = setup([build('9'), build('5')], 2);
    expect(addLiveNotification(client, build('7'))).toBe(true);
    expect(list().map((n) => n.id)).toEqual(['9', '7', '5']);
    expect(count()).toBe(3);
    // The whole list is loaded (fewer than a page): an older one belongs at its end.
    expect(addLiveNotification(client, build('3'))).toBe(true);
    expect(list().map((n) => n.id)).toEqual(['9', '7', '5', '3']);

    const page = Array.from({ length: 20 }, (_, index) => build(String(100 - index)));
    const full = setup(page, 20);
    expect(addLiveNotification(full.client, build('50'))).toBe(false);
    expect(full.list()).toHaveLength(20);
    expect(full.count()).toBe(20);
    expect(addLiveNotification(full.client, build('90'))).toBe(false); // already there
    expect(addLiveNotification(full.client, build('101'))).toBe(true);
  });

  it('marks one read with read_at, and the count never drops below 0', () => {
    const { client, list, count } = setup([build('1'), build('2', { read: true })], 0);
    markReadInCache(client, '1', '2026-01-01T00:00:00.000Z');
    expect(list()[0]).toMatchObject({ read: true, readAt: '2026-01-01T00:00:00.000Z' });
    expect(count()).toBe(0);
    markReadInCache(client, '2');
    expect(count()).toBe(0);
  });

  it('marks all read with the count 0, and can undo on failure', () => {
    const { client, list, count } = setup([build('1'), build('2')], 2);
    const undo = markAllReadInCache(client);
    expect(list().every((n) => n.read)).toBe(true);
    expect(count()).toBe(0);
    undo();
    expect(list().every((n) => !n.read)).toBe(true);
    expect(count()).toBe(2);
  });
});
