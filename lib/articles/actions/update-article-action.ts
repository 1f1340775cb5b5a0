'use server';
// PUT /articles/{id} – replaces the article (an omitted image removes it); the same checks as create.
import { getTranslations } from '@/lib/i18n/server';
import { articleBody } from '@/contract/articles';
import { editVersion, isRecordId, refusedInput } from '../../actions/action-result';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { getArticle } from '../queries';
import { toApiBody } from '../article-body';

/** `version`: the record's version when the form opened (If-Match); a stale save answers the current record. */
export async function updateArticleAction(id: number, input: unknown, version?: number) {
  if (!isRecordId(id)) return refusedInput();
  return runFormAction(articleBody, input, {
    permissions: ['article-edit'],
    revalidate: '/articulos',
    call: (body) => authedRequest(`/articles/${id}`, { method: 'PUT', body: toApiBody(body), version: editVersion(version) }),
    current: () => getArticle(id),
    message: async () => (await getTranslations('articles.messages'))('updated'),
  });
}
