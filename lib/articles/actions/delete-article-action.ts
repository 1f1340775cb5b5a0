'use server';
// DELETE /articles/{id} – asked first in the UI.
import { getTranslations } from '@/lib/i18n/server';
import { isRecordId } from '../../actions/action-result';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';

export const deleteArticleAction = defineAction({
  access: ['article-delete'],
  args: (id: unknown) => (isRecordId(id) ? { id } : undefined),
  call: ({ id }) => authedRequest(`/articles/${id}`, { method: 'DELETE' }),
  success: async () => (await getTranslations('articles.messages'))('deleted'),
  changes: ['articles'],
});
