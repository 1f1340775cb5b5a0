'use client';
// The bell (docs/domain/screens.md, docs/domain/bookings.md, docs/domain/limits.md): unread badge; popover "Notificaciones" (max width 320, list max height 400) with
// "Marcar como leídas" while unread exist, or "No hay notificaciones"; items with title, body, relative time
// and an unread dot; an unread item marks itself read when clicked, read items are disabled; mark-all reads
// everything and closes. New ones arrive by polling every 15 s, paused while the tab is hidden. Web push is
// loaded only when the user asks for it (or to re-check, hourly, a permission already granted).
import { MaskIcon } from '@/components/ui/mask-icon';
import { useEffect, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { callAction } from '@/lib/actions/call-action';
import { markAllNotificationsReadAction, markNotificationReadAction } from '@/lib/notifications/actions';
import { markAllRead, markOneRead, normalizeList, relativeTime, unreadIds, type ClientNotification } from '@/lib/notifications/notification-list';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';

export interface NotificationLabels {
  button: string;
  title: string;
  markAll: string;
  empty: string;
  unread: string;
  /** "{count} sin leer" with a literal {count}. */
  unreadCount: string;
  failed: string;
  enablePush: string;
  pushEnabled: string;
  pushUnsupported: string;
  pushDenied: string;
  pushFailed: string;
}

export const pollIntervalMs = 15_000;
const pushRecheckMs = 3_600_000;

async function fetchList(): Promise<ClientNotification[] | null> {
  try {
    const response = await fetch('/notificaciones', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
    return ((await response.json()) as { items: ClientNotification[] }).items;
  } catch {
    console.error('Error al actualizar las notificaciones');
    return null;
  }
}

function usePolling(onList: (items: ClientNotification[]) => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const refresh = async () => {
      const items = await fetchList();
      if (items) onList(items);
    };
    const start = () => {
      clearInterval(timer);
      timer = setInterval(() => void refresh(), pollIntervalMs);
    };
    const onVisibility = () => {
      if (document.hidden) return clearInterval(timer);
      void refresh();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [onList]);
}

function usePushRecheck() {
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
    const recheck = () => void import('@/lib/notifications/push-client').then((push) => push.refreshPushSubscription());
    recheck();
    const timer = setInterval(recheck, pushRecheckMs);
    return () => clearInterval(timer);
  }, []);
}

export function NotificationCenter({ initial, labels, locale }: { initial: ClientNotification[]; labels: NotificationLabels; locale: string }) {
  const [items, setItems] = useState(initial);
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [pending, startTransition] = useTransition();
  const unread = unreadIds(items);

  const [onList] = useState(() => (list: ClientNotification[]) => {
    setItems(normalizeList(list));
    setNow(Date.now());
  });
  usePolling(onList);
  usePushRecheck();

  const readOne = (id: number) => {
    setItems((current) => markOneRead(current, id));
    startTransition(async () => {
      const result = await callAction(() => markNotificationReadAction(id), labels.failed);
      if (!result.ok) toast.error(result.message || labels.failed);
    });
  };

  const readAll = () => {
    const ids = unread;
    setItems((current) => markAllRead(current));
    setOpen(false);
    startTransition(async () => {
      const result = await callAction(() => markAllNotificationsReadAction(ids), labels.failed);
      if (!result.ok) toast.error(result.message || labels.failed);
    });
  };

  const enablePush = async () => {
    const push = await import('@/lib/notifications/push-client');
    const outcome = await push.enablePush();
    const messages = { enabled: labels.pushEnabled, unsupported: labels.pushUnsupported, denied: labels.pushDenied, failed: labels.pushFailed };
    if (outcome === 'enabled') toast.success(messages.enabled);
    else toast.error(messages[outcome]);
  };

  const unreadSuffix = labels.unreadCount.replace('{count}', '');
  return (
    <Popover open={open} onOpenChange={(next) => (setOpen(next), next && setNow(Date.now()))}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative">
          <MaskIcon name="icon-mask-bell" />
          {/* Named by its content ("Notificaciones 3 sin leer"), so the visible count is part of the name. */}
          <span className="sr-only">{labels.button} </span>
          {unread.length > 0 && (
            <span data-testid="notification-badge" className="absolute top-1 right-1 grid h-4 min-w-4 place-items-center rounded-full bg-danger px-1 text-[0.625rem] leading-none font-semibold text-danger-fg">
              {unread.length > 99 ? '99+' : unread.length}
              <span className="sr-only">{unreadSuffix}</span>
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-[320px] max-w-[calc(100vw-1rem)] p-0" aria-labelledby="notifications-title">
        <div className="flex items-center justify-between gap-2 border-b border-line px-3 py-2">
          <h2 id="notifications-title" className="text-sm font-semibold">{labels.title}</h2>
          {unread.length > 0 && (
            <Button variant="ghost" size="sm" onClick={readAll} pending={pending}>
              {labels.markAll}
            </Button>
          )}
        </div>
        {items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-fg-muted">{labels.empty}</p>
        ) : (
          <ul className="max-h-[400px] overflow-y-auto py-1">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  disabled={item.read}
                  onClick={() => readOne(item.id)}
                  className={cn('flex w-full gap-2 px-3 py-2 text-left hover:bg-hover disabled:hover:bg-transparent', item.read && 'text-fg-muted')}
                >
                  <span aria-hidden="true" className={cn('mt-1.5 size-2 shrink-0 rounded-full', item.read ? 'bg-transparent' : 'bg-primary')} />
                  <span className="min-w-0 flex-1">
                    <span className={cn('block text-sm', !item.read && 'font-semibold')}>
                      {!item.read && <span className="sr-only">{labels.unread}: </span>}
                      {item.title}
                    </span>
                    <span className="block text-sm break-words">{item.body}</span>
                    <time dateTime={item.time} className="block text-xs text-fg-muted">
                      {relativeTime(item.time, now, locale)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="border-t border-line p-1">
          <Button variant="ghost" size="sm" className="w-full" onClick={() => void enablePush()}>
            {labels.enablePush}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
