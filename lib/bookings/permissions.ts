// Which booking actions a user may see. The server still checks every call; this only hides what would fail.
// Pure (no server-only, no zod): row action menus in the browser read it.
import type { Me } from '@/contract/auth';
import { openBookingStatuses } from '@/contract/bookings';
import { configOff, configOn } from '@/common/config-flags';
import { holdsAny } from '@/common/permissions';

/** In the order they are shown; delete, the destructive one, last. */
export const bookingActionNames = ['confirmPreBooking', 'edit', 'resend', 'extend', 'authorize', 'renew', 'regenerate', 'delete'] as const;
export type BookingActionName = (typeof bookingActionNames)[number];

/** The permission each action's endpoint requires (backend/modules/bookings/action-routes.ts). */
const actionPermission: Record<BookingActionName, string> = {
  confirmPreBooking: 'booking-create',
  edit: 'booking-edit',
  resend: 'booking-edit',
  extend: 'booking-edit',
  renew: 'booking-edit',
  regenerate: 'booking-edit',
  authorize: 'booking-authorize',
  delete: 'booking-delete',
};

/**
 * Statuses from which the server accepts each action (its allowedFrom rules). Mirrored here so that a row
 * offers only what makes sense; if the server changes its mind, its 412 message is what the user sees.
 */
const actionStatuses: Record<BookingActionName, readonly number[]> = {
  confirmPreBooking: [1],
  /** PUT/PATCH /booking/{id} (backend allowedFrom.edit): any booking not finished yet. */
  edit: openBookingStatuses,
  resend: [3, 6, 11],
  extend: [3, 6, 11],
  renew: [5],
  regenerate: [2],
  authorize: [3, 6],
  delete: [1, 2, 5],
};

export function permittedBookingActions(permissions: readonly string[]): BookingActionName[] {
  return bookingActionNames.filter((name) => holdsAny(permissions, [actionPermission[name]]));
}

export function actionsForStatus(permitted: readonly BookingActionName[], statusId: number): BookingActionName[] {
  return permitted.filter((name) => actionStatuses[name].includes(statusId));
}

/** The edit modal (PATCH /booking/{id}) is offered for bookings not finished yet, to users with booking-edit. */
export function canEditBooking(me: Pick<Me, 'permissions'>, statusId: number): boolean {
  return actionsForStatus(permittedBookingActions(me.permissions), statusId).includes('edit');
}

export function canCreateBookings(me: Pick<Me, 'permissions'>): boolean {
  return holdsAny(me.permissions, ['booking-create']);
}

/** Pre-bookings (status 1) need booking-create-pre on top of booking-create. */
export function canPreBook(me: Pick<Me, 'permissions'>): boolean {
  return canCreateBookings(me) && holdsAny(me.permissions, ['booking-create-pre']);
}

/** docs/domain/roles-and-permissions.md: the districad feature needs a districad booking permission (both spellings) and the config at 1. */
export function districadEnabled(me: Pick<Me, 'permissions' | 'extra_data'>): boolean {
  return holdsAny(me.permissions, ['booking-create-districad', 'booking-districad']) && configOn(me.extra_data.configs, 'districad');
}

/** docs/domain/roles-and-permissions.md: the fenicio feature needs booking-create-fenicio and the fenicio config at 1. */
export function fenicioEnabled(me: Pick<Me, 'permissions' | 'extra_data'>): boolean {
  return holdsAny(me.permissions, ['booking-create-fenicio']) && configOn(me.extra_data.configs, 'fenicio');
}

/**
 * docs/domain/data-model.md residential configs for the client's CI at booking: needs_id = 1 makes it required (the backend refuses
 * a booking without it); verificacion_cedula decides the check-digit warning, on unless set to 0.
 */
export function ciRules(me: Pick<Me, 'extra_data'>): { required: boolean; verify: boolean } {
  return { required: configOn(me.extra_data.configs, 'needs_id'), verify: !configOff(me.extra_data.configs, 'verificacion_cedula') };
}

/** The phone's country the booking forms start with: the user's `country` config, else Uruguay. */
export function defaultPhoneCountry(me: Pick<Me, 'extra_data'>): string {
  const country = me.extra_data.configs.find((c) => c.name === 'country')?.value;
  return typeof country === 'string' && country ? country : 'UY';
}

/** What the create form offers: the integration fields only when their feature is on. */
export interface BookingFormFeatures {
  fenicio: boolean;
  districad: boolean;
  ciRequired: boolean;
  ciVerify: boolean;
  /** The pre-booking option (booking-create-pre). */
  preBooking: boolean;
}

export function bookingFormFeatures(me: Pick<Me, 'permissions' | 'extra_data'>): BookingFormFeatures {
  const ci = ciRules(me);
  return { fenicio: fenicioEnabled(me), districad: districadEnabled(me), ciRequired: ci.required, ciVerify: ci.verify, preBooking: canPreBook(me) };
}

export function availabilityWidgetEnabled(me: Pick<Me, 'extra_data'>): boolean {
  return configOn(me.extra_data.configs, 'show_availability_widget');
}
