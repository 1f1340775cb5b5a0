// /ayuda – a searchable FAQ written from the spec's rules (pickup, codes, expiry and fines, sizes and limits,
// prohibited items, credits). The search is a GET form (?q=), filtered on the server: no client JavaScript.
import Link from 'next/link';
import { getTranslations } from '@/lib/i18n/server';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { searchFaq, type FaqEntry } from '@/lib/help/search-faq';
import { requireAccess } from '@/lib/session';

export const generateMetadata = () => menuItemMetadata('help');

export default async function HelpPage({ searchParams }: PageProps<'/ayuda'>) {
  const [, t, params] = await Promise.all([requireAccess('help'), getTranslations('help'), searchParams]);
  const query = typeof params.q === 'string' ? params.q.slice(0, 100) : '';
  const topic = (key: string) => t(`topics.${key}` as 'topics.pickup');
  const entries = searchFaq(t.raw('faq') as FaqEntry[], query, topic);
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <form method="get" role="search" className="mb-6 flex max-w-xl gap-2">
        <label htmlFor="help-search" className="sr-only">{t('search')}</label>
        <Input id="help-search" name="q" type="search" defaultValue={query} placeholder={t('search')} />
        <button type="submit" className={buttonClasses({ variant: 'primary' })}>{t('searchButton')}</button>
        {query && <Link href="/ayuda" className={buttonClasses({ variant: 'ghost' })}>{t('clear')}</Link>}
      </form>
      <p className="mb-3 text-sm text-fg-muted" role="status">
        {entries.length === 0 ? t('noResults', { query }) : t('results', { count: entries.length })}
      </p>
      <div className="max-w-3xl space-y-2">
        {entries.map((entry) => (
          <details key={entry.q} className="rounded-lg border border-line bg-surface p-4" open={Boolean(query)}>
            <summary className="cursor-pointer font-medium">
              {entry.q} <span className="ml-2 text-xs font-normal text-fg-muted">{topic(entry.topic)}</span>
            </summary>
            <p className="mt-2 text-sm leading-relaxed">{entry.a}</p>
          </details>
        ))}
      </div>
    </>
  );
}
