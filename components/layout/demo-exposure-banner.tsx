import { getTranslations } from '@/lib/i18n/server';
import { demoAccountsExposed } from '@/lib/api-transport/demo-exposure';

/**
 * A strip above every layout while demo accounts (one published password) can sign in and the server listens
 * beyond loopback (decision 0045). Not a live region: it is the same on every page, read once in reading order.
 */
export async function DemoExposureBanner() {
  if (!(await demoAccountsExposed())) return null;
  const t = await getTranslations('shell');
  return (
    <div id="demo-exposure" className="tone-amber px-4 py-1.5 text-center text-sm print:hidden">
      <strong className="font-semibold">{t('demoExposed.title')}</strong> {t('demoExposed.text')}
    </div>
  );
}
