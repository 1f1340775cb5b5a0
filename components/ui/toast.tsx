'use client';
// Toasts (docs/domain/limits.md: bottom-centre, 5000 ms). A few lines instead of a toast library: they ship on every page.
// `toast.success(text)` / `toast.error(text)` from any client component; <Toaster> renders them once, in the
// root layout. Timers pause while the pointer or focus is on a toast, so nobody loses a message mid-read.
import { X } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useSyncExternalStore } from 'react';
import { clientLink } from './client-link';
import { cn } from './cn';

const DURATION_MS = 5000;
const MAX_VISIBLE = 3;

type Kind = 'success' | 'error';

/** Where the user goes next from a toast (the record it talks about). */
export interface ToastLink {
  href: string;
  label: string;
}

interface Item {
  id: number;
  kind: Kind;
  message: string;
  link?: ToastLink;
}

let items: Item[] = [];
let nextId = 1;
let paused = false;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function emit() {
  listeners.forEach((listener) => listener());
}

function dismiss(id: number) {
  clearTimeout(timers.get(id));
  timers.delete(id);
  items = items.filter((item) => item.id !== id);
  emit();
}

function schedule(id: number) {
  timers.set(id, setTimeout(() => (paused ? schedule(id) : dismiss(id)), DURATION_MS));
}

function push(kind: Kind, message: string, link?: ToastLink) {
  const id = nextId++;
  items = [...items, { id, kind, message, link }].slice(-MAX_VISIBLE);
  schedule(id);
  emit();
}

export const toast = {
  success: (message: string, link?: ToastLink) => push('success', message, link),
  error: (message: string) => push('error', message),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const none: Item[] = [];

/** Live regions exist from the first render so screen readers announce what is added later. */
export function Toaster({ label, closeLabel }: { label: string; closeLabel: string }) {
  const list = useSyncExternalStore(subscribe, () => items, () => none);
  const pause = (value: boolean) => () => {
    paused = value;
  };
  return (
    <section
      aria-label={label}
      onMouseEnter={pause(true)}
      onMouseLeave={pause(false)}
      onFocus={pause(true)}
      onBlur={pause(false)}
      className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex flex-col items-center gap-2 px-4 print:hidden"
    >
      {(['error', 'success'] as const).map((kind) => (
        <div key={kind} role={kind === 'error' ? 'alert' : 'status'} className="flex w-full flex-col items-center gap-2">
          {list
            .filter((item) => item.kind === kind)
            .map((item) => (
              <div
                key={item.id}
                className={cn(
                  'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border bg-surface-raised px-4 py-3 text-sm text-fg shadow-lg',
                  kind === 'error' ? 'border-danger' : 'border-line',
                )}
              >
                <p className={cn('flex-1 whitespace-pre-line', kind === 'error' && 'font-medium text-danger')}>
                  {item.message}
                  {item.link && (
                    <>
                      {' '}
                      <a href={item.link.href} {...clientLink()} onClick={() => dismiss(item.id)} className="font-medium text-primary underline">
                        {item.link.label}
                      </a>
                    </>
                  )}
                </p>
                <button type="button" onClick={() => dismiss(item.id)} aria-label={closeLabel} className="-m-1 rounded p-1 text-fg-muted hover:text-fg">
                  <Icon icon={X} className="size-4" />
                </button>
              </div>
            ))}
        </div>
      ))}
    </section>
  );
}
