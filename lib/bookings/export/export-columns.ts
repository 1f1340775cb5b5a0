// The export's columns: the list's (spec §2, provider only for enterprise tenants) plus drop-off date, the
// districad identifier, status and notes (spec §2 "Excel export"), creation date and the booking's notes.
// Headers come from bookings.json `fields.*` and `export.*`, so the file speaks the user's language.
import type { Booking } from '@/contract/bookings';
import { safeCellText } from '../../spreadsheet/safe-cell';

type Cell = string | number | Date | null;

export interface ExportColumn {
  /** Message key under `bookings`. */
  label: string;
  width: number;
  date?: boolean;
  value: (booking: Booking, toLocal: (iso: string | null) => Date | null) => Cell;
}

const text = (value: string | null | undefined) => safeCellText(value ?? '');

export function exportColumns({ provider }: { provider: boolean }): ExportColumn[] {
  return [
    { label: 'fields.id', width: 10, value: (b) => b.id },
    ...(provider ? [{ label: 'fields.provider', width: 20, value: (b: Booking) => text(b.provider.name) }] : []),
    { label: 'fields.location', width: 22, value: (b) => text(b.location.description) },
    { label: 'fields.status', width: 16, value: (b) => text(b.status.name) },
    { label: 'fields.size', width: 12, value: (b) => text(b.size.name) },
    { label: 'fields.insert_code', width: 14, value: (b) => b.insert_code },
    { label: 'fields.expiration_date', width: 18, date: true, value: (b, local) => local(b.expiration_date) },
    { label: 'fields.description', width: 28, value: (b) => text(b.client.description) },
    { label: 'fields.email', width: 28, value: (b) => text(b.client.email) },
    { label: 'fields.document', width: 14, value: (b) => text(b.client.document) },
    { label: 'fields.phone_number', width: 16, value: (b) => text(b.client.phone_number) },
    { label: 'fields.created_at', width: 18, date: true, value: (b, local) => local(b.created_at) },
    { label: 'fields.insert_date', width: 18, date: true, value: (b, local) => local(b.insert_date) },
    { label: 'export.districadId', width: 20, value: (b) => text(b.districad?.token) },
    { label: 'export.districadStatus', width: 18, value: (b) => text(b.districad?.status) },
    { label: 'export.districadNotes', width: 28, value: (b) => text(b.districad?.notes) },
    { label: 'fields.notes', width: 32, value: (b) => text(b.notes) },
  ];
}

/**
 * Excel dates have no time zone: a date is written as the wall-clock time of the business zone. The offset is
 * taken once per export (Montevideo has had no daylight saving since 2015), which keeps 100,000 rows fast.
 */
export function wallClock(timeZone: string, at = new Date()): (iso: string | null) => Date | null {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const offset = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at.getTime() / 1000) * 1000;
  return (iso) => (iso ? new Date(Date.parse(iso) + offset) : null);
}
