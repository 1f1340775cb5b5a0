// Users of any role, inserted straight into a test database with a known password.
import { randomUUID } from 'node:crypto';
import type { Database } from '@/backend/db/client';
import { users } from '@/backend/db/schema';
import { hashPassword } from '@/backend/modules/auth/passwords';
import type { ConfigEntry, UserType } from '@/contract/auth';

const testPassword = 'secreto-123';

// scrypt is slow by design: hash the shared test password once per file.
let testPasswordHash: Promise<string> | undefined;

export interface UserOverrides {
  tenantId: number;
  email?: string;
  password?: string;
  type?: UserType;
  subType?: number | null;
  permissions?: string[];
  /** Hold exactly `permissions`, without the sign-in ones every other test user gets (see signInPermissionsOf). */
  exactPermissions?: boolean;
  configs?: ConfigEntry[];
  locale?: string | null;
  disabled?: boolean;
  name?: string;
  lastName?: string;
}

/** What a user of this type needs to sign in through the API and the back-office (docs/domain/roles-and-permissions.md). */
export function signInPermissionsOf(type: UserType): string[] {
  return type === 'Residente' ? ['user-login-ho'] : ['user-login-web', 'user-login-api'];
}

/** The given permissions plus the sign-in ones (none added to "*", which holds them already). */
function withSignIn(type: UserType, permissions: string[]): string[] {
  if (permissions.includes('*')) return permissions;
  return [...permissions, ...signInPermissionsOf(type).filter((name) => !permissions.includes(name))];
}

export async function createUser(db: Database, input: UserOverrides) {
  const password = input.password ?? testPassword;
  const passwordHash = input.password ? await hashPassword(password) : await (testPasswordHash ??= hashPassword(testPassword));
  const type = input.type ?? 'Usuario';
  const email = (input.email ?? `user-${randomUUID().slice(0, 8)}@test.example`).toLowerCase();
  const [user] = await db
    .insert(users)
    .values({
      providerId: input.tenantId,
      email,
      passwordHash,
      username: email.split('@')[0]!,
      type,
      subType: input.subType === undefined ? (type === 'Residente' ? null : 3) : input.subType,
      personalInfo: { name: input.name ?? 'Test', last_name: input.lastName ?? 'User' },
      permissions: input.exactPermissions ? (input.permissions ?? []) : withSignIn(type, input.permissions ?? []),
      extraData: { configs: input.configs ?? [] },
      locale: input.locale ?? null,
      acceptedTc: true,
      disabledAt: input.disabled ? new Date() : null,
    })
    .returning();
  return { ...user!, password };
}
