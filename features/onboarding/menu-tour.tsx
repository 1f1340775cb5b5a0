'use client';
// The onboarding walkthrough of the menu (first visit of a new user, after the training): a non-modal card
// that points at the menu, bookings, the bell and help in turn, outlining each. Skipping or finishing records
// POST /auth/walkthrough [{type: "menu", seen: true}], so it never comes back. Loaded on demand.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { markWalkthroughSeenAction } from '@/lib/account/actions';

export interface MenuTourLabels {
  title: string;
  step: string;
  next: string;
  previous: string;
  done: string;
  skip: string;
  steps: { title: string; body: string }[];
}

/** What each step points at, in the order of the texts. */
const targets = ['#app-drawer', '#app-drawer a[href="/reservas"]', 'header button[aria-label^="Notificaciones"], header button[aria-label^="Notifications"]', '#app-drawer a[href="/ayuda"]'];
const highlight = ['outline-2', 'outline-offset-2', 'outline-primary'];

export default function MenuTour({ labels, onDone }: { labels: MenuTourLabels; onDone: () => void }) {
  const [index, setIndex] = useState(0);
  const cardRef = useRef<HTMLDivElement>(null);
  const step = labels.steps[index];
  const last = index === labels.steps.length - 1;

  useEffect(() => cardRef.current?.focus(), []);
  useEffect(() => {
    const target = document.querySelector<HTMLElement>(targets[index] ?? '');
    target?.classList.add(...highlight);
    target?.scrollIntoView({ block: 'nearest' });
    return () => target?.classList.remove(...highlight);
  }, [index]);

  const finish = () => {
    void markWalkthroughSeenAction('menu').catch(() => console.error('No se pudo registrar el recorrido'));
    onDone();
  };

  if (!step) return null;
  return (
    <div
      ref={cardRef}
      role="dialog"
      aria-modal="false"
      aria-labelledby="menu-tour-title"
      tabIndex={-1}
      onKeyDown={(e) => e.key === 'Escape' && finish()}
      className="fixed right-4 bottom-4 z-40 w-[min(22rem,calc(100vw-2rem))] rounded-lg border border-line bg-surface-raised p-4 text-fg shadow-xl focus:outline-none print:hidden"
    >
      <p className="text-xs font-medium text-fg-muted">
        {labels.title} · {labels.step.replace('{current}', String(index + 1)).replace('{total}', String(labels.steps.length))}
      </p>
      <h2 id="menu-tour-title" className="mt-1 font-semibold">{step.title}</h2>
      <p className="mt-1 text-sm">{step.body}</p>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={finish}>{labels.skip}</Button>
        <div className="flex gap-2">
          {index > 0 && <Button variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>{labels.previous}</Button>}
          <Button size="sm" onClick={() => (last ? finish() : setIndex(index + 1))}>{last ? labels.done : labels.next}</Button>
        </div>
      </div>
    </div>
  );
}
