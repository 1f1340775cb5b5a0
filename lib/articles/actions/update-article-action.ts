'use server';
// PUT /articles/{id} – replaces the article (an omitted image removes it); the same checks as create. `version`:
// the record's version when the form opened (If-Match); a stale save answers the current record.
import { getTranslations } from '@/lib/i18n/server';
import { articleBody } from '@/contract/articles';
import { editArgs } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { getArticle } from '../queries';
import { toApiBody } from '../article-body';

export const updateArticleAction = defineAction({
  access: ['article-edit'],
  args: editArgs,
  schema: articleBody,
  call: ({ id, body, version }) => authedRequest(`/articles/${id}`, { method: 'PUT', body: toApiBody(body), version }),
  current: ({ id }) => getArticle(id),
  success: async () => (await getTranslations('articles.messages'))('updated'),
  changes: ['articles'],
});
