// The bell's list rules (docs/domain/bookings.md): newest first, at most 50, unread → read only, mark-all, relative time.
import { describe, expect, it } from 'vitest';
import { markAllRead, markOneRead, normalizeList, relativeTime, toClientNotification, unreadIds, type ClientNotification } from '@/lib/notifications/notification-list';

const item = (id: number, minutesAgo: number, read = false): ClientNotification => ({
  id,
  title: `T${id}`,
  body: `B${id}`,
  data: {},
  read,
  time: new Date(Date.UTC(2026, 10, 21, 12, 0) - minutesAgo * 60_000).toISOString(),
});

describe('notification list rules', () => {
  it('maps the server shape to the client one', () => {
    expect(
      toClientNotification({ id: 4, data: { title: 'A', body: 'B', data: { kind: 'x' }, created_at: '2026-11-21T10:00:00.000Z' }, read_at: null, created_at: '2026-11-21T10:00:00.000Z' }),
    ).toEqual({ id: 4, title: 'A', body: 'B', data: { kind: 'x' }, read: false, time: '2026-11-21T10:00:00.000Z' });
    expect(toClientNotification({ id: 5, data: { title: 'A', body: 'B', data: {}, created_at: 'x' }, read_at: '2026-11-21T11:00:00.000Z', created_at: 'x' }).read).toBe(true);
  });

  it('keeps the 50 newest, newest first, without duplicates', () => {
    const many = Array.from({ length: 60 }, (_, i) => item(i + 1, 60 - i));
    const list = normalizeList([...many, item(60, 0)]);
    expect(list).toHaveLength(50);
    expect(list[0]!.id).toBe(60);
    expect(list.at(-1)!.id).toBe(11);
    expect(new Set(list.map((n) => n.id)).size).toBe(50);
  });

  it('orders ties by id, newest first', () => {
    expect(normalizeList([item(1, 5), item(2, 5)]).map((n) => n.id)).toEqual([2, 1]);
  });

  it('marks one read and leaves the others; read stays read', () => {
    const list = [item(1, 1), item(2, 2, true), item(3, 3)];
    const after = markOneRead(list, 1);
    expect(after.map((n) => n.read)).toEqual([true, true, false]);
    expect(unreadIds(after)).toEqual([3]);
    expect(list[0]!.read).toBe(false);
  });

  it('mark-all reads everything', () => {
    const after = markAllRead([item(1, 1), item(2, 2, true), item(3, 3)]);
    expect(unreadIds(after)).toEqual([]);
  });

  it('says how long ago, in the user’s language', () => {
    const now = Date.UTC(2026, 10, 21, 12, 0);
    expect(relativeTime(item(1, 5).time, now, 'es')).toBe('hace 5 minutos');
    expect(relativeTime(item(1, 120).time, now, 'en')).toBe('2 hours ago');
    expect(relativeTime(item(1, 0).time, now, 'es')).toBe('ahora');
    expect(relativeTime(item(1, 60 * 24).time, now, 'es')).toBe('ayer');
  });
});
