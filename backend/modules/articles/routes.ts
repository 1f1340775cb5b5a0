// GET    /articles       – the tenant's articles: filters, sort, 5 per page, id descending (article-show)
// POST   /articles       – create (article-create)
// PUT    /articles/{id}  – replace (article-edit)
// DELETE /articles/{id}  – delete (article-delete)
import { describedBy } from '@/backend/http/api-route';
import { articleApi } from './api';
import { Hono } from 'hono';
import type { AppDeps } from '@/backend/app';
import { pageRequest, paginationMeta } from '@/backend/http/pagination';
import { parseBody, parseQuery } from '@/backend/http/validation';
import { requirePermission, type ProtectedEnv } from '@/backend/middleware/auth';

import { articleRef, getArticleOrThrow } from './article-record';
import { findArticles } from './find-articles';
import { createArticle, deleteArticle, updateArticle } from './save-article';
import { expectedVersion, withVersionTag } from '@/backend/http/precondition';

/** Images ride along in the list: an unpaged read stops here. */
const unpagedCap = 500;

export function articleRoutes({ db }: AppDeps) {
  return new Hono<ProtectedEnv>()
    .get('/', describedBy(articleApi.list), requirePermission('article-show'), async (c) => {
      const query = parseQuery(c, articleApi.list);
      const page = pageRequest(query) ?? { page: 1, perPage: unpagedCap };
      const { rows, total } = await findArticles(db, { tenantId: c.get('auth').tenant.id, query, page });
      return c.json({ data: rows, meta: paginationMeta(total, page) });
    })
    .get('/:id{[0-9]+}', describedBy(articleApi.get), requirePermission('article-show'), async (c) => {
      return c.json({ data: withVersionTag(c, await getArticleOrThrow(db, articleRef(c))) });
    })
    .post('/', describedBy(articleApi.create), requirePermission('article-create'), async (c) => {
      const body = await parseBody(c, articleApi.create);
      return c.json({ data: await createArticle(db, { tenantId: c.get('auth').tenant.id, body }) }, 201);
    })
    .put('/:id{[0-9]+}', describedBy(articleApi.update), requirePermission('article-edit'), async (c) => {
      const ref = articleRef(c);
      const body = await parseBody(c, articleApi.update);
      return c.json({ data: withVersionTag(c, await updateArticle(db, { ...ref, body, expectedVersion: expectedVersion(c) })) });
    })
    .delete('/:id{[0-9]+}', describedBy(articleApi.remove), requirePermission('article-delete'), async (c) => {
      return c.json({ data: await deleteArticle(db, articleRef(c)) });
    });
}
