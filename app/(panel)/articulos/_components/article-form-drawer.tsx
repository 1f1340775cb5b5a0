'use client';
// The article drawer's chunk: Radix Dialog as a side sheet, next-intl with the messages it needs, the form.
import { IntlFormDrawer } from '@/components/form-drawer/drawer-intl';
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import { ArticleForm, type ArticleFormProps } from './article-form';

export default function ArticleFormDrawer({ labels, locale, timeZone, onClose, record }: DrawerBodyProps<Pick<ArticleFormProps, 'record'>>) {
  return (
    <IntlFormDrawer labels={labels} locale={locale} timeZone={timeZone} modules={['lists', 'articles', 'common']} onClose={onClose}>
      <ArticleForm record={record} onDone={onClose} />
    </IntlFormDrawer>
  );
}
