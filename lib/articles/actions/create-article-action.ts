'use server';
// POST /articles – name required, price checked ("El precio debe ser un número válido"), image PNG/JPEG/WEBP
// up to 500 KB as a base64 data URL (contract/articles.ts); the list refreshes.
import { getTranslations } from '@/lib/i18n/server';
import { articleBody } from '@/contract/articles';
import { defineAction } from '../../actions/define-action';
import { authedRequest } from '../../session';
import { toApiBody } from '../article-body';

export const createArticleAction = defineAction({
  access: ['article-create'],
  args: (input: unknown) => ({ input }),
  schema: articleBody,
  call: ({ body }) => authedRequest('/articles', { method: 'POST', body: toApiBody(body) }),
  success: async () => (await getTranslations('articles.messages'))('created'),
  changes: ['articles'],
});
