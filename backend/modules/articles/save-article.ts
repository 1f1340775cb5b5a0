// POST /articles, PUT /articles/{id} (replace) and DELETE /articles/{id}, each scoped to the caller's tenant.
// The body arrives parsed: precio already in cents, the image checked (type by magic bytes, size).
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles } from '@/backend/db/schema';
import type { Article, ArticleBody } from '@/contract/articles';
import { articleNotFound, getArticleOrThrow, toArticleReply } from './article-record';
import { staleVersion, versionIs } from '@/backend/http/precondition';

function columnsOf(body: ArticleBody) {
  return {
    nombre: body.nombre,
    descripcionCorta: body.descripcion_corta,
    descripcionLarga: body.descripcion_larga,
    precioCents: body.precio,
    vendible: body.vendible,
    virtual: body.virtual,
    enabled: body.enabled,
    base64Image: body.base64_image ?? null,
  };
}

export async function createArticle(db: Database, input: { tenantId: number; body: ArticleBody }): Promise<Article> {
  const [row] = await db.insert(articles).values({ providerId: input.tenantId, ...columnsOf(input.body) }).returning();
  return toArticleReply(row!);
}

export async function updateArticle(
  db: Database,
  input: { tenantId: number; articleId: number; body: ArticleBody; expectedVersion?: number },
): Promise<Article> {
  const [row] = await db
    .update(articles)
    .set({ ...columnsOf(input.body), updatedAt: sql`now()` })
    .where(and(eq(articles.id, input.articleId), eq(articles.providerId, input.tenantId), versionIs(articles.version, input.expectedVersion)))
    .returning();
  if (row) return toArticleReply(row);
  // Nothing updated: either not the tenant's (404) or edited since (412).
  await getArticleOrThrow(db, input);
  throw staleVersion();
}

export async function deleteArticle(db: Database, input: { tenantId: number; articleId: number }): Promise<Article> {
  const [row] = await db
    .delete(articles)
    .where(and(eq(articles.id, input.articleId), eq(articles.providerId, input.tenantId)))
    .returning();
  if (!row) throw articleNotFound();
  return toArticleReply(row);
}
