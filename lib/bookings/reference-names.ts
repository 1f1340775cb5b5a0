// Booking statuses (docs/domain/bookings.md) and door sizes (docs/domain/data-model.md) have fixed ids, and the backend names them in Spanish. The
// data layer hands pages the name the user's language gives each id (bookings.json `statuses` and `sizes`; the
// Spanish ones are the spec's); an id the messages do not know keeps the backend's name. Data stays the backend's
// everywhere else: ids travel in filters and forms, and the import matches size names in either language.
import 'server-only';
import { getTranslations } from '@/lib/i18n/server';
import { cache } from 'react';

type Named = { id: number; name: string };

export interface ReferenceNames {
  status(ref: Named): string;
  size(ref: Named): string;
}

export function referenceNames(statuses: Record<string, string>, sizes: Record<string, string>): ReferenceNames {
  return {
    status: (ref) => statuses[ref.id] ?? ref.name,
    size: (ref) => sizes[ref.id] ?? ref.name,
  };
}

/** The names of the request's locale (one message lookup per render). */
export const getReferenceNames = cache(async (): Promise<ReferenceNames> => {
  const t = await getTranslations('bookings');
  return referenceNames(t.raw('statuses') as Record<string, string>, t.raw('sizes') as Record<string, string>);
});

/** A status or size with the user's language's name. */
export const renamed = <T extends Named>(ref: T, name: (ref: Named) => string): T => ({ ...ref, name: name(ref) });

/** A booking (or export row) with its status and size named in the user's language. */
export function withReferenceNames<B extends { status: Named; size: Named }>(booking: B, names: ReferenceNames): B {
  return { ...booking, status: renamed(booking.status, names.status), size: renamed(booking.size, names.size) };
}
