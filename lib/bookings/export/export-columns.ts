// The export's columns (docs/domain/excel.md "Exports"): the list's (docs/domain/screens.md, provider only for
// enterprise tenants) plus drop-off date, the districad identifier, status and notes (docs/domain/integrations.md),
// creation date and the booking's notes.
// Headers come from bookings.json `fields.*` and `export.*`, so the file speaks the user's language.
import type { ExportBooking } from './booking-pages';
import type { ReferenceNames } from '../reference-names';
import type { ExportColumn } from '../../spreadsheet/export-stream';

/** A string-typed cell, exactly as typed (lib/spreadsheet/safe-cell.ts says why no escaping). */
const text = (value: string | null | undefined) => value ?? '';

/**
 * Header labels are message keys under `bookings`; the districad columns only when that feature is on (docs/domain/roles-and-permissions.md).
 * Statuses and sizes are named in the user's language, as on the list.
 */
export function exportColumns({ provider, districad = true, names }: { provider: boolean; districad?: boolean; names: ReferenceNames }): ExportColumn<ExportBooking>[] {
  return [
    { label: 'fields.id', width: 10, value: (b) => b.id },
    ...(provider ? [{ label: 'fields.provider', width: 20, value: (b: ExportBooking) => text(b.provider.name) }] : []),
    { label: 'fields.location', width: 22, value: (b) => text(b.location.description) },
    { label: 'fields.status', width: 16, value: (b) => text(names.status(b.status)) },
    { label: 'fields.size', width: 12, value: (b) => text(names.size(b.size)) },
    { label: 'fields.insert_code', width: 14, value: (b) => b.insert_code },
    { label: 'fields.expiration_date', width: 18, date: true, value: (b, local) => local(b.expiration_date) },
    { label: 'fields.description', width: 28, value: (b) => text(b.client.description) },
    { label: 'fields.email', width: 28, value: (b) => text(b.client.email) },
    { label: 'fields.document', width: 14, value: (b) => text(b.client.document) },
    { label: 'fields.phone_number', width: 16, value: (b) => text(b.client.phone_number) },
    { label: 'fields.created_at', width: 18, date: true, value: (b, local) => local(b.created_at) },
    { label: 'fields.insert_date', width: 18, date: true, value: (b, local) => local(b.insert_date) },
    ...(districad
      ? [
          { label: 'export.districadId', width: 20, value: (b: ExportBooking) => text(b.districad?.token) },
          { label: 'export.districadStatus', width: 18, value: (b: ExportBooking) => text(b.districad?.status) },
          { label: 'export.districadNotes', width: 28, value: (b: ExportBooking) => text(b.districad?.notes) },
        ]
      : []),
    { label: 'fields.notes', width: 32, value: (b) => text(b.notes) },
  ];
}

export { wallClock } from '../../spreadsheet/wall-clock';
