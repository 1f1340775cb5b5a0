// GET /api-docs – the readable reference of /api/v2 for integrators (lib/api-docs/reference-page.ts). Public: it
// shows only what /api/v2/openapi.json already says. Our own words follow the locale cookie the rest of the app
// speaks by, else Spanish, the app's default.
import { defaultLocale, matchLocale } from '@/contract/locales';
import { referenceHtml, referencePolicy } from '@/lib/api-docs/reference-page';
import { LOCALE_COOKIE } from '@/lib/i18n/locale-cookie';
import { getTranslations } from '@/lib/i18n/server';

function readerLocale(request: Request) {
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]+)`))?.[1];
  return matchLocale(cookie) ?? defaultLocale;
}

export async function GET(request: Request) {
  const locale = readerLocale(request);
  const t = await getTranslations({ locale, namespace: 'api-docs' });
  const texts = { title: t('title'), intro: t('intro'), document: t('document'), noscript: t('noscript') };
  return new Response(referenceHtml(locale, texts), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': referencePolicy,
      'cache-control': 'public, max-age=300',
      vary: 'cookie',
    },
  });
}
