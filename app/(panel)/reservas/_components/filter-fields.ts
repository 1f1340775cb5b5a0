// The bookings filter bar's fields, built from the one filter definition (lib/bookings/search-params.ts)
// and the reference data: lockers from GET /location, statuses from GET /status (only docs/domain/bookings.md's list).
import 'server-only';
import type { getTranslations } from '@/lib/i18n/server';
import type { FilterField } from '@/components/filter-bar/filter-bar';
import type { Location, Size, Status } from '@/contract/reference';
import { bookingFilters, bookingStatusFilterIds, type BookingsView } from '@/lib/bookings/search-params';
import { filterInput } from '@/lib/list-view/list-view';
import { typedDayField } from '@/components/list-screen/typed-day-field';

type T = Awaited<ReturnType<typeof getTranslations<'bookings'>>>;

interface Reference {
  locations: Location[];
  statuses: Status[];
  sizes: Size[];
  districad: boolean;
}

/** Filters named after an id share their column's label (fields.location, fields.size). */
const labelKey: Partial<Record<string, 'location' | 'size'>> = { location_id: 'location', size_id: 'size' };

/** `invalid`: said under a filter whose typed value could not be applied (lists.filters.invalid). */
export function bookingFilterFields(view: BookingsView, ref: Reference, t: T, invalid: string): FilterField[] {
  const statusIds: readonly number[] = bookingStatusFilterIds;
  const options = {
    location_id: ref.locations.map((l) => ({ value: String(l.id), label: l.description })),
    size_id: ref.sizes.map((s) => ({ value: String(s.id), label: s.name })),
    status: ref.statuses.filter((s) => statusIds.includes(s.id)).map((s) => ({ value: String(s.id), label: s.name })),
    districad: [
      { value: 'yes', label: t('filters.yes') },
      { value: 'no', label: t('filters.no') },
    ],
  };
  return bookingFilters
    .filter((f) => f.name !== 'districad' || ref.districad)
    .map(({ name, kind }): FilterField => {
      const base = { name, label: t(`fields.${labelKey[name] ?? name}`), ...filterInput(view, name, invalid) };
      switch (kind) {
        case 'id':
        case 'code':
          return { ...base, type: 'number' };
        case 'date':
          return typedDayField(base, t('filters.dateHint'));
        case 'choice':
        case 'yesno':
          return { ...base, type: 'select', anyLabel: t('filters.any'), options: options[name as keyof typeof options] };
        default:
          return { ...base, type: name === 'email' ? 'email' : name === 'phone_number' ? 'tel' : 'text' };
      }
    });
}
