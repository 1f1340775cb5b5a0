// Door sizes (docs/domain/limits.md): stored in mm, answered in cm as the clients expect (9 x 34 x 47 …).
import { asc } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { sizes } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Size } from '@/contract/reference';

export async function findSizes(db: Database, input: { page: PageRequest | null }): Promise<{ rows: Size[]; total: number }> {
  const query = db.select().from(sizes).orderBy(asc(sizes.id));
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(sizes));
  return {
    rows: rows.map((size) => ({
      id: size.id,
      name: size.name,
      height: size.heightMm / 10,
      width: size.widthMm / 10,
      depth: size.depthMm / 10,
    })),
    total,
  };
}
