'use client';
// "Exportar a Excel": a plain navigation to the export route, so the browser's own download (progress, file
// name from Content-Disposition) does the work. While the server prepares the first page the button shows a
// spinner; the route sets a short-lived cookie with our token when the download starts.
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface ExportButtonProps {
  /** /reservas/export?… or /ventas/export?…: the current filters */
  href: string;
  labels: { button: string; running: string; started: string; hint: string };
}

const cookieValue = (name: string) => document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1);

export function ExportButton({ href, labels }: ExportButtonProps) {
  const [state, setState] = useState<{ name: 'idle' } | { name: 'running'; token: string } | { name: 'started' }>({ name: 'idle' });

  useEffect(() => {
    if (state.name === 'idle') return;
    if (state.name === 'started') {
      const done = setTimeout(() => setState({ name: 'idle' }), 6000);
      return () => clearTimeout(done);
    }
    const started = Date.now();
    const poll = setInterval(() => {
      if (cookieValue('export-started') === state.token) setState({ name: 'started' });
      else if (Date.now() - started > 120_000) setState({ name: 'idle' });
    }, 300);
    return () => clearInterval(poll);
  }, [state]);

  function start(event: React.MouseEvent<HTMLAnchorElement>) {
    if (state.name === 'running') return event.preventDefault();
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    // The link's default navigation follows, with the token the page watches for.
    const token = Math.random().toString(36).slice(2, 12);
    event.currentTarget.href = `${href}${href.includes('?') ? '&' : '?'}token=${token}`;
    setState({ name: 'running', token });
  }

  return (
    // The status line hangs below the button, so the empty line does not push the button off its row's centre: from
    // its left edge on a phone, where the header's actions start at the left, from its right edge where they end there.
    <span className="relative inline-flex">
      <a href={href} onClick={start} title={labels.hint} aria-disabled={state.name === 'running'} className={buttonClasses({ variant: 'secondary' })}>
        {state.name === 'running' && <Spinner className="size-5 text-current" />}
        {state.name === 'running' ? labels.running : labels.button}
      </a>
      <span role="status" className="absolute top-full left-0 mt-1 text-xs whitespace-nowrap text-fg-muted md:right-0 md:left-auto">
        {state.name === 'started' ? labels.started : ''}
      </span>
    </span>
  );
}
