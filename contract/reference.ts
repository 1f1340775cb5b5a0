// Reference data: booking statuses (docs/domain/bookings.md), door sizes (docs/domain/limits.md), lockers.
import { z } from 'zod';
import { listQuery, listReply, queryFlag } from './common';
import { wholeNumberParam } from './fields';

export const status = z.object({ id: z.number().int(), name: z.string() });
export type Status = z.infer<typeof status>;
export const statusList = listReply(status);

/** Door dimensions in centimetres (height x width x depth, docs/domain/limits.md). */
export const size = z.object({
  id: z.number().int(),
  name: z.string(),
  height: z.number(),
  width: z.number(),
  depth: z.number(),
});
export type Size = z.infer<typeof size>;
export const sizeList = listReply(size);

/** WGS 84 degrees for the map; null when unknown, absent from backends that do not know them. */
export const coordinates = {
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
};

export const location = z.object({
  id: z.number().int(),
  description: z.string(),
  address: z.string().nullable(),
  ...coordinates,
  enabled: z.union([z.literal(0), z.literal(1)]),
  locker_enabled: z.boolean(),
  doors: z
    .array(z.object({ size_id: z.number().int(), total: z.number().int() }))
    .optional(),
});
export type Location = z.infer<typeof location>;
export const locationList = listReply(location);

export const locationQuery = listQuery.extend({
  perPage: wholeNumberParam(1, 1000).default(1000),
  show_disabled: queryFlag.optional(),
});
