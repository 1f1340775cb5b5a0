'use client';
// The preview's and the result's rows: a plain table (no table library in this page's bundle), rows with
// errors marked, every message on its own line. On a phone the secondary columns hide and the messages move
// under the reference, so nothing needs a sideways scroll.
import type { PreviewRow, ResultRow } from '@/lib/bookings/import/wire';
import { ScrollRegion } from '@/components/ui/scroll-region';

export interface ImportTableLabels {
  columns: { caption: string; row: string; status: string; description: string; location: string; size: string; email: string; messages: string; booking: string; code: string };
  status: Record<PreviewRow['status'] | ResultRow['status'], string>;
}

type Props = { labels: ImportTableLabels } & ({ kind: 'preview'; rows: PreviewRow[] } | { kind: 'result'; rows: ResultRow[] });

const cell = 'px-3 py-2 align-top';
/** Shown from 640 px (messages column) or 768 px (locker, size, e-mail). */
const wide = `${cell} hidden sm:table-cell`;
const wider = `${cell} hidden md:table-cell`;
const badge = (bad: boolean) =>
  `inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap ${bad ? 'bg-danger text-danger-fg' : 'bg-primary-soft text-primary-soft-fg'}`;

export function ImportRowsTable(props: Props) {
  const { columns, status } = props.labels;
  return (
    <ScrollRegion label={columns.caption} className="rounded-md border border-line">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{columns.caption}</caption>
        <thead className="bg-canvas text-fg-muted">
          <tr>
            <th scope="col" className={cell}>{columns.row}</th>
            <th scope="col" className={cell}>{columns.status}</th>
            <th scope="col" className={cell}>{columns.description}</th>
            {props.kind === 'preview' ? (
              <>
                <th scope="col" className={wider}>{columns.location}</th>
                <th scope="col" className={wider}>{columns.size}</th>
                <th scope="col" className={wider}>{columns.email}</th>
              </>
            ) : (
              <>
                <th scope="col" className={cell}>{columns.booking}</th>
                <th scope="col" className={wide}>{columns.code}</th>
              </>
            )}
            <th scope="col" className={wide}>{columns.messages}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.kind === 'preview'
            ? props.rows.map((row) => (
                <tr key={row.number} data-row={row.number} data-status={row.status}>
                  <td className={cell}>{row.number}</td>
                  <td className={cell}><span className={badge(row.status === 'invalid')}>{status[row.status]}</span></td>
                  <td className={`${cell} break-words`}>
                    {row.description}
                    <div className="mt-1 sm:hidden"><Messages errors={row.errors} warnings={row.warnings} /></div>
                  </td>
                  <td className={wider}>{row.location}</td>
                  <td className={wider}>{row.size}</td>
                  <td className={`${wider} break-all`}>{row.email}</td>
                  <td className={wide}><Messages errors={row.errors} warnings={row.warnings} /></td>
                </tr>
              ))
            : props.rows.map((row) => (
                <tr key={row.number} data-row={row.number} data-status={row.status}>
                  <td className={cell}>{row.number}</td>
                  <td className={cell}><span className={badge(row.status === 'failed' || row.status === 'invalid')}>{status[row.status]}</span></td>
                  <td className={`${cell} break-words`}>
                    {row.description}
                    <div className="mt-1 sm:hidden"><Messages errors={row.message ? row.message.split('\n') : []} warnings={[]} /></div>
                  </td>
                  <td className={cell}>{row.bookingId ? <a className="text-primary underline" href={`/reservas/${row.bookingId}`}>{row.bookingId}</a> : null}</td>
                  <td className={`${wide} font-mono`}>{row.code}</td>
                  <td className={wide}><Messages errors={row.message ? row.message.split('\n') : []} warnings={[]} /></td>
                </tr>
              ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Messages({ errors, warnings }: { errors: string[]; warnings: string[] }) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <ul className="space-y-1">
      {errors.map((text) => (
        <li key={text} className="text-danger">{text}</li>
      ))}
      {warnings.map((text) => (
        <li key={text} className="text-fg-muted">⚠ {text}</li>
      ))}
    </ul>
  );
}
