// Tenants and their lockers, inserted straight into a test database.
import type { Database } from '@/backend/db/client';
import { doors, locations, providers } from '@/backend/db/schema';
import type { ConfigEntry } from '@/contract/auth';

let sequence = 0;

export interface TenantOverrides {
  name?: string;
  enterprise?: boolean;
  custom?: boolean;
  configs?: ConfigEntry[];
  credits?: number;
}

export async function seedTenant(db: Database, overrides: TenantOverrides = {}) {
  const [tenant] = await db
    .insert(providers)
    .values({ name: `Tenant ${++sequence}`, ...overrides })
    .returning();
  return tenant!;
}

export interface LocationOverrides {
  tenantId: number;
  description?: string;
  address?: string | null;
  enabled?: boolean;
  /** Doors to create, by size id; numbered from 1 in this order. */
  doorSizes?: number[];
  /** Door numbers (from doorSizes) to create disabled. */
  disabledDoors?: number[];
}

export async function createLocation(db: Database, input: LocationOverrides) {
  const [location] = await db
    .insert(locations)
    .values({
      providerId: input.tenantId,
      description: input.description ?? `Locker ${++sequence}`,
      address: input.address === undefined ? 'Calle Falsa 123' : input.address,
      enabled: input.enabled ?? true,
    })
    .returning();
  const sizes = input.doorSizes ?? [1, 2, 3];
  if (sizes.length > 0) {
    await db.insert(doors).values(
      sizes.map((sizeId, index) => ({
        locationId: location!.id,
        number: index + 1,
        sizeId,
        enabled: !input.disabledDoors?.includes(index + 1),
      })),
    );
  }
  return location!;
}
