'use server';
// POST /articles – name required, price checked ("El precio debe ser un número válido"), image PNG/JPEG/WEBP
// up to 500 KB as a base64 data URL (contract/articles.ts); the list refreshes.
import { getTranslations } from '@/lib/i18n/server';
import { articleBody } from '@/contract/articles';
import { runFormAction } from '../../actions/run-action';
import { authedRequest } from '../../session';
import { toApiBody } from '../article-body';

export async function createArticleAction(input: unknown) {
  return runFormAction(articleBody, input, {
    permissions: ['article-create'],
    revalidate: '/articulos',
    call: (body) => authedRequest('/articles', { method: 'POST', body: toApiBody(body) }),
    message: async () => (await getTranslations('articles.messages'))('created'),
  });
}
