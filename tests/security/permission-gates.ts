// What each permission of the catalogue gates beyond the routes that name it in api-access-expectations.ts: the
// checks inside a route (a field, a filter, a flag of the body) and the sign-in channels. permission-coverage.test.ts proves every catalogue
// permission gates something: a route of the access matrix or one of these probes.
import type { SignInChannel } from '@/backend/modules/auth/sign-in-channel';
import type { Permission, UserType } from '@/contract/auth';
import type { RecordKind } from './support/world';

export interface FieldGate {
  /** What the probe does, for the failure message. */
  what: string;
  /** Permissions held besides the one under test, in both the allowed and the refused run. */
  with: Permission[];
  method: 'GET' | 'POST';
  /** `:name` segments take the own tenant's record of that kind. */
  path: string;
  params?: Record<string, RecordKind>;
  /** The body; `location` stands for the own tenant's locker id. */
  body?: (records: Record<RecordKind, string>) => Record<string, unknown>;
  /** Tenant configs the probe needs on (a feature = permission + config). */
  configs?: { name: string; value: unknown }[];
}

const preBooking = (records: Record<RecordKind, string>) => ({
  client: { description: 'Sonda de permisos', email: 'sonda@example.com' },
  location_id: Number(records.location),
  size_id: 1,
  pre_booking: true,
});

export const fieldGates: Partial<Record<Permission, FieldGate[]>> = {
  'user-show-sensitive': [{ what: 'filter team members by document', with: ['user-show'], method: 'GET', path: '/user/team?id_document=1' }],
  'client-show-sensitive': [{ what: 'filter clients by document', with: ['client-show'], method: 'GET', path: '/clients?document=1' }],
  'booking-create-pre': [{ what: 'create a pre-booking', with: ['booking-create'], method: 'POST', path: '/booking', body: preBooking }],
  'booking-create-districad': [
    { what: 'filter bookings by districad', with: ['booking-show'], method: 'GET', path: '/booking?districad=yes', configs: [{ name: 'districad', value: 1 }] },
  ],
  'booking-districad': [
    { what: 'filter bookings by districad', with: ['booking-show'], method: 'GET', path: '/booking?districad=yes', configs: [{ name: 'districad', value: 1 }] },
  ],
};

/**
 * What the allowed actor of a route gate holds besides the permission under test: managing a team member needs every
 * permission the member holds (the matrix's member holds booking-show), a batch creates bookings (booking-create).
 */
export const routeAllowedWith: Record<string, Permission[]> = {
  'POST /user/team/password/reset/:id': ['booking-show'],
  'POST /user/:id/password_reset': ['booking-show'],
  'POST /user/:id/code_reset': ['booking-show'],
  'POST /user/:id/credentials': ['booking-show'],
  'PUT /user/:id/permissions': ['booking-show'],
  'DELETE /user/team/:id': ['booking-show'],
  'PUT /user/team/:id': ['booking-show'],
  'POST /booking/batch': ['booking-create'],
};

/** Route gates whose allowed side the matrix's records cannot show, with where it is tested (the refusal is still checked). */
export const allowedSideElsewhere: Record<string, string> = {
  'user-create-ho → PUT /user/team/:id': 'user-create-ho edits residents only; the matrix record is a team member (tests/api/users.test.ts edits a resident).',
};

/** A sign-in refused without the permission (docs/domain/roles-and-permissions.md): user type and channel. */
export interface SignInGate {
  what: string;
  type: UserType;
  /** `web`: the back-office's sign-in (the BFF, proven by the shared key); `api`: any other caller. */
  channel: SignInChannel;
  /** `password`: POST /auth/login with the password; `token`: a signed-in request with a token issued earlier. */
  by: 'password' | 'token';
}

export const signInGates: Partial<Record<Permission, SignInGate[]>> = {
  'user-login-web': [
    { what: 'sign in to the back-office', type: 'Usuario', channel: 'web', by: 'password' },
    { what: 'use the back-office with a live session', type: 'Usuario', channel: 'web', by: 'token' },
  ],
  'user-login-api': [
    { what: 'sign in to the API', type: 'Usuario', channel: 'api', by: 'password' },
    { what: 'use the API with a token', type: 'Usuario', channel: 'api', by: 'token' },
  ],
  'user-login-ho': [{ what: 'a resident signs in to the residents’ app', type: 'Residente', channel: 'api', by: 'password' }],
};

/**
 * Catalogue permissions that gate nothing yet, each with why. The coverage test fails when one of these starts
 * gating something (take it off this list) and when any other permission gates nothing.
 */
export const notYetGated: Partial<Record<Permission, string>> = {};
