import type { ReactNode } from 'react';

/** The body of the 404, 403 and error pages: a code, one sentence (and the server's, if any), and what to do next. */
export function StatusPage({ code, title, detail, children }: { code?: string; title: string; detail?: string | null; children?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      {code && (
        <p aria-hidden="true" className="text-5xl font-bold tracking-tight text-fg-muted">
          {code}
        </p>
      )}
      <h1 className="mt-3 text-xl font-semibold text-fg">{title}</h1>
      {detail && <p className="mt-2 text-fg-muted">{detail}</p>}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
