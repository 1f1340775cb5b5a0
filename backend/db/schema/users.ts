// Users of every role (team and residents) and their bearer tokens.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ConfigEntry, UserType } from '@/contract/auth';
import { apartments } from './apartments';
import { providers } from './providers';
import { rowVersion } from './row-version';

export interface PersonalInfo {
  name: string;
  last_name: string;
  id_document?: string | null;
  cellphone?: string | null;
  /** Residents: landline or other phone, and the administrator's notes. */
  phone?: string | null;
  comments?: string | null;
}

export interface UserExtraData {
  configs: ConfigEntry[];
}

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    /** Stored lower-case (CHECK below) so the unique index is case-insensitive. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    username: text('username').notNull(),
    code: text('code'),
    type: text('type').$type<UserType>().notNull().default('Usuario'),
    /** Team role (docs/domain/roles-and-permissions.md: 2 administrator, 3 operator, 4 deliveryMan, 5 specialDeliveryMan, 12 pda); null for residents. */
    subType: integer('sub_type'),
    personalInfo: jsonb('personal_info').$type<PersonalInfo>().notNull(),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    acceptedTc: boolean('accepted_tc').notNull().default(false),
    /** The business (fantasy) name given when accepting the terms, and when. */
    businessName: text('business_name'),
    acceptedTcAt: timestamp('accepted_tc_at', { withTimezone: true }),
    seenWalkthrough: jsonb('seen_walkthrough').$type<Record<string, boolean>>().notNull().default({}),
    locale: text('locale'),
    extraData: jsonb('extra_data').$type<UserExtraData>().notNull().default({ configs: [] }),
    /** Residents' apartment; no cascade: an apartment with residents cannot be deleted. */
    apartmentId: integer('apartment_id').references(() => apartments.id),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Deleted from the admin lists; kept (disabled, e-mail freed) because bookings and history point to it. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    version: rowVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_provider_id_idx').on(t.providerId),
    index('users_apartment_id_idx').on(t.apartmentId),
    // A user code (typed at lockers) names one user of the tenant.
    uniqueIndex('users_provider_code_unique').on(t.providerId, t.code),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_type_valid', sql`${t.type} in ('Usuario', 'Residente')`),
  ],
);

/** Bearer tokens: only the SHA-256 of the token is stored; the token itself is shown once, at login. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_token_hash_unique').on(t.tokenHash),
    index('api_tokens_user_id_idx').on(t.userId),
  ],
);
