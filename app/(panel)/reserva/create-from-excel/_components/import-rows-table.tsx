'use client';
// The preview's and the result's rows: a plain table (no table library in this page's bundle), rows with
// errors marked, every message on its own line. Scrolls sideways on small screens.
import type { PreviewRow, ResultRow } from '@/lib/bookings/import/wire';

export interface ImportTableLabels {
  columns: { caption: string; row: string; status: string; description: string; location: string; size: string; email: string; messages: string; booking: string; code: string };
  status: Record<PreviewRow['status'] | ResultRow['status'], string>;
}

type Props = { labels: ImportTableLabels } & ({ kind: 'preview'; rows: PreviewRow[] } | { kind: 'result'; rows: ResultRow[] });

const cell = 'px-3 py-2 align-top';
const badge = (bad: boolean) =>
  `inline-block rounded px-2 py-0.5 text-xs font-medium ${bad ? 'bg-danger text-danger-fg' : 'bg-primary-soft text-primary-soft-fg'}`;

export function ImportRowsTable(props: Props) {
  const { columns, status } = props.labels;
  return (
    <div className="overflow-x-auto rounded-md border border-line">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">{columns.caption}</caption>
        <thead className="bg-canvas text-fg-muted">
          <tr>
            <th scope="col" className={cell}>{columns.row}</th>
            <th scope="col" className={cell}>{columns.status}</th>
            <th scope="col" className={cell}>{columns.description}</th>
            {props.kind === 'preview' ? (
              <>
                <th scope="col" className={cell}>{columns.location}</th>
                <th scope="col" className={cell}>{columns.size}</th>
                <th scope="col" className={cell}>{columns.email}</th>
              </>
            ) : (
              <>
                <th scope="col" className={cell}>{columns.booking}</th>
                <th scope="col" className={cell}>{columns.code}</th>
              </>
            )}
            <th scope="col" className={cell}>{columns.messages}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.kind === 'preview'
            ? props.rows.map((row) => (
                <tr key={row.number} data-row={row.number} data-status={row.status}>
                  <td className={cell}>{row.number}</td>
                  <td className={cell}><span className={badge(row.status === 'invalid')}>{status[row.status]}</span></td>
                  <td className={`${cell} break-words`}>{row.description}</td>
                  <td className={cell}>{row.location}</td>
                  <td className={cell}>{row.size}</td>
                  <td className={`${cell} break-all`}>{row.email}</td>
                  <td className={cell}><Messages errors={row.errors} warnings={row.warnings} /></td>
                </tr>
              ))
            : props.rows.map((row) => (
                <tr key={row.number} data-row={row.number} data-status={row.status}>
                  <td className={cell}>{row.number}</td>
                  <td className={cell}><span className={badge(row.status === 'failed' || row.status === 'invalid')}>{status[row.status]}</span></td>
                  <td className={`${cell} break-words`}>{row.description}</td>
                  <td className={cell}>{row.bookingId ? <a className="text-primary underline" href={`/reservas/${row.bookingId}`}>{row.bookingId}</a> : null}</td>
                  <td className={`${cell} font-mono`}>{row.code}</td>
                  <td className={cell}><Messages errors={row.message ? row.message.split('\n') : []} warnings={[]} /></td>
                </tr>
              ))}
        </tbody>
      </table>
    </div>
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
