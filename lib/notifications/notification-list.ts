// The bell's list rules (docs/domain/bookings.md): client shape {id, title, body, data, read, time}, newest first, at most 50;
// unread → read only; mark-all reads everything shown. Pure functions, shared by the server and the bell.
import { notificationLimit } from '@/contract/notification-limits';
import type { NotificationRecord } from '@/contract/notifications';

export interface ClientNotification {
  id: number;
  title: string;
  body: string;
  data: Record<string, unknown>;
  read: boolean;
  /** ISO creation time; the bell shows it relative to now. */
  time: string;
}

export function toClientNotification(record: NotificationRecord): ClientNotification {
  return {
    id: record.id,
    title: record.data.title,
    body: record.data.body,
    data: record.data.data,
    read: record.read_at !== null,
    time: record.data.created_at ?? record.created_at,
  };
}

/** Newest first (by time, then id), without duplicates, at most 50. */
export function normalizeList(items: readonly ClientNotification[]): ClientNotification[] {
  const byId = new Map<number, ClientNotification>();
  for (const item of items) byId.set(item.id, item);
  return [...byId.values()]
    .sort((a, b) => b.time.localeCompare(a.time) || b.id - a.id)
    .slice(0, notificationLimit);
}

export function unreadIds(items: readonly ClientNotification[]): number[] {
  return items.filter((item) => !item.read).map((item) => item.id);
}

export function markOneRead(items: readonly ClientNotification[], id: number): ClientNotification[] {
  return items.map((item) => (item.id === id ? { ...item, read: true } : item));
}

export function markAllRead(items: readonly ClientNotification[]): ClientNotification[] {
  return items.map((item) => (item.read ? item : { ...item, read: true }));
}

/** Whole units ("hace 5 minutos"), the largest that fits; Intl does the wording in the user's language. */
export function relativeTime(iso: string, now: number, locale: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['year', 31_536_000],
    ['month', 2_592_000],
    ['week', 604_800],
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
