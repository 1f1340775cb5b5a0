'use server';
// DELETE /articles/{id} – asked first in the UI.
import { getTranslations } from 'next-intl/server';
import { assertId, runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function deleteArticleAction(id: number) {
  assertId(id);
  return runAction({
    permissions: ['article-delete'],
    revalidate: '/articulos',
    call: () => authedRequest(`/articles/${id}`, { method: 'DELETE' }),
    message: async () => (await getTranslations('articles.messages'))('deleted'),
  });
}
