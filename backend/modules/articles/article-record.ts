// An article row in the contract's shape, and the tenant-scoped lookups the article use cases share.
import type { Context } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles } from '@/backend/db/schema';
import { AppError } from '@/backend/errors';
import type { ProtectedEnv } from '@/backend/middleware/auth';
import { centsToPrice, type Article } from '@/contract/articles';
import { isRecordId } from '@/backend/http/record-id';

export const articleNotFound = () => new AppError('not_found', 'Artículo no encontrado.');

export function toArticleReply(row: typeof articles.$inferSelect): Article {
  return {
    id: row.id,
    nombre: row.nombre,
    descripcion_corta: row.descripcionCorta,
    descripcion_larga: row.descripcionLarga,
    precio: centsToPrice(row.precioCents),
    vendible: row.vendible,
    virtual: row.virtual,
    enabled: row.enabled,
    base64_image: row.base64Image,
    version: row.version,
  };
}

export async function getArticleOrThrow(db: Database, input: { tenantId: number; articleId: number }): Promise<Article> {
  const [row] = await db.select().from(articles).where(and(eq(articles.id, input.articleId), eq(articles.providerId, input.tenantId)));
  if (!row) throw articleNotFound();
  return toArticleReply(row);
}

export function articleRef(c: Context<ProtectedEnv>) {
  const articleId = Number(c.req.param('id'));
  if (!isRecordId(articleId)) throw articleNotFound();
  return { tenantId: c.get('auth').tenant.id, articleId };
}
