// Reads of the articles screen. Every query checks the session and the permission itself.
import 'server-only';
import { articleList, articleReply } from '@/contract/articles';
import { ApiError } from '../api-errors';
import { authedRequest, requirePermission } from '../session';
import { ARTICLES_PER_PAGE, type ArticlesView } from './list-view';

/** GET /articles – one page (docs/domain/backend-calls.md: withPagination=true, 5 per page, id descending). */
export async function findArticles(view: ArticlesView) {
  await requirePermission('article-show');
  return authedRequest('/articles', {
    query: { withPagination: true, page: view.page, perPage: ARTICLES_PER_PAGE, sortBy: view.sortBy, orderBy: view.orderBy, ...view.filters },
    schema: articleList,
  });
}

/** GET /articles/{id} for the edit drawer; null when it is not the tenant's. */
export async function getArticle(id: number) {
  await requirePermission('article-edit');
  try {
    return (await authedRequest(`/articles/${id}`, { schema: articleReply })).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
