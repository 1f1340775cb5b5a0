// GET /articles: the tenant's articles. Texts by substring (any case), precio exact (in cents), vendible,
// virtual and enabled yes/no. The list carries the image too: the table shows it as a thumbnail (5 rows a page).
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '@/backend/db/client';
import { articles } from '@/backend/db/schema';
import { pageWithTotal, type PageRequest } from '@/backend/http/pagination';
import type { Article, ArticleListQuery, ArticleSortColumn } from '@/contract/articles';
import { toArticleReply } from './article-record';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (m) => `\\${m}`);
const contains = (text: string) => `%${escapeLike(text)}%`;

const sortColumns: Record<ArticleSortColumn, (typeof articles)[keyof typeof articles.$inferSelect]> = {
  id: articles.id,
  nombre: articles.nombre,
  descripcion_corta: articles.descripcionCorta,
  descripcion_larga: articles.descripcionLarga,
  precio: articles.precioCents,
  vendible: articles.vendible,
  virtual: articles.virtual,
  enabled: articles.enabled,
};

export async function findArticles(
  db: Database,
  input: { tenantId: number; query: ArticleListQuery; page: PageRequest },
): Promise<{ rows: Article[]; total: number }> {
  const q = input.query;
  const conditions: SQL[] = [eq(articles.providerId, input.tenantId)];
  if (q.id !== undefined) conditions.push(eq(articles.id, q.id));
  if (q.nombre) conditions.push(ilike(articles.nombre, contains(q.nombre)));
  if (q.descripcion_corta) conditions.push(ilike(articles.descripcionCorta, contains(q.descripcion_corta)));
  if (q.descripcion_larga) conditions.push(ilike(articles.descripcionLarga, contains(q.descripcion_larga)));
  if (q.precio !== undefined) conditions.push(eq(articles.precioCents, q.precio));
  if (q.vendible !== undefined) conditions.push(eq(articles.vendible, q.vendible));
  if (q.virtual !== undefined) conditions.push(eq(articles.virtual, q.virtual));
  if (q.enabled !== undefined) conditions.push(eq(articles.enabled, q.enabled));
  if (q.search) {
    const pattern = contains(q.search);
    conditions.push(or(ilike(articles.nombre, pattern), ilike(articles.descripcionCorta, pattern), ilike(articles.descripcionLarga, pattern))!);
  }
  const where = and(...conditions);
  const direction = q.orderBy === 'ASC' ? asc : desc;
  const order = q.sortBy === 'id' ? [direction(articles.id)] : [direction(sortColumns[q.sortBy]), direction(articles.id)];
  const query = db.select().from(articles).where(where).orderBy(...order);
  const { rows, total } = await pageWithTotal(query.$dynamic(), input.page, () => db.$count(articles, where));
  return { rows: rows.map(toArticleReply), total };
}
