// Registry entries of /articles (backend/http/api-route.ts).
import { apiRoute } from '@/backend/http/api-route';
import { articleBody, articleList, articleListQuery, articleReply } from '@/contract/articles';

const tag = 'Articles';

export const articleApi = {
  list: apiRoute({
    method: 'get', path: '/articles', tag, query: articleListQuery, reply: articleList,
    summary: 'The tenant’s vending articles: filters, sort, 5 per page, id descending (article-show).',
  }),
  get: apiRoute({ method: 'get', path: '/articles/{id}', tag, reply: articleReply, summary: 'One article with its version (article-show).' }),
  create: apiRoute({ method: 'post', path: '/articles', tag, body: articleBody, reply: articleReply, status: 201, summary: 'Create an article (article-create).' }),
  update: apiRoute({
    method: 'put', path: '/articles/{id}', tag, body: articleBody, reply: articleReply, errors: [412],
    summary: 'Replace an article; If-Match: "<version>" refuses a stale edit with 412 (article-edit).',
  }),
  remove: apiRoute({ method: 'delete', path: '/articles/{id}', tag, reply: articleReply, errors: [409, 412], summary: 'Delete an article (article-delete).' }),
};
