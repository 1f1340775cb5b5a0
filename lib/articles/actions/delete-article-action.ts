'use server';
// DELETE /articles/{id} – asked first in the UI.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId, refusedInput } from '../../actions/action-result';
import { runAction } from '../../actions/run-action';
import { authedRequest } from '../../session';

export async function deleteArticleAction(id: number) {
  if (!isRecordId(id)) return refusedInput();
  return runAction({
    permissions: ['article-delete'],
    revalidate: '/articulos',
    call: () => authedRequest(`/articles/${id}`, { method: 'DELETE' }),
    message: async () => (await getTranslations('articles.messages'))('deleted'),
  });
}
