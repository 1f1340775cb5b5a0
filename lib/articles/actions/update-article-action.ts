'use server';
// PUT /articles/{id} – replaces the article (an omitted image removes it); the same checks as create.
import { getTranslations } from 'next-intl/server';
import { articleBody } from '@/contract/articles';
import { assertId, runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { toApiBody } from '../article-body';

export async function updateArticleAction(id: number, input: unknown) {
  assertId(id);
  return runFormAction(articleBody, input, {
    permissions: ['article-edit'],
    revalidate: '/articulos',
    call: (body) => authedRequest(`/articles/${id}`, { method: 'PUT', body: toApiBody(body) }),
    message: async () => (await getTranslations('articles.messages'))('updated'),
  });
}
