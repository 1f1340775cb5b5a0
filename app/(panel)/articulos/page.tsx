// /articulos – the tenant's articles (docs/domain/screens.md): 9 columns with the image as a thumbnail, filters on all but the
// image, 5 per page id descending, all in the URL; create and edit in a side drawer, delete after a confirmation.
import { getTranslations } from '@/lib/i18n/server';
import { drawerChrome, editId, wantsNew } from '@/components/form-drawer/drawer-chrome';
import { menuItemMetadata } from '@/components/layout/menu-item-metadata';
import { CreateLink } from '@/components/list-screen/create-link';
import { listFilterFields } from '@/components/list-screen/filter-fields';
import { ListScreen } from '@/components/list-screen/list-screen';
import { articlesList } from '@/lib/articles/list-view';
import { findArticles, getArticle } from '@/lib/articles/queries';
import { holds } from '@/common/permissions';
import { requireAccess } from '@/lib/session';
import { keepPageInRange } from '@/lib/list-view/page-in-range';
import { ArticleDrawer } from './_components/article-drawer';
import { ArticlesTable } from './_components/articles-table';

export const generateMetadata = () => menuItemMetadata('articles');

export default async function ArticlesPage({ searchParams }: PageProps<'/articulos'>) {
  const me = await requireAccess('articles');
  const params = await searchParams;
  const view = articlesList.parse(params);
  const can = {
    create: holds(me.permissions, 'article-create'),
    edit: holds(me.permissions, 'article-edit'),
    delete: holds(me.permissions, 'article-delete'),
  };
  const editing = can.edit ? editId(params) : null;
  const creating = can.create && wantsNew(params);
  const [list, record, t] = await Promise.all([findArticles(view), editing ? getArticle(editing) : null, getTranslations('articles')]);
  const search = articlesList.search;
  const pageHref = (page: number) => `/articulos${search({ ...view, page })}`;
  keepPageInRange(view.page, list, pageHref);

  return (
    <ListScreen
      path="/articulos"
      title={t('title')}
      description={t('list.total', { total: list.meta.total })}
      actions={can.create && <CreateLink href={`/articulos${search(view, { nuevo: '1' })}`} label={t('actions.create')} />}
      filters={await listFilterFields(articlesList.definition.filters, view, { label: (name) => t(`fields.${name}`) })}
      keep={articlesList.keptSort(view)}
      empty={{ show: list.data.length === 0, text: articlesList.hasFilters(view) ? t('list.empty') : t('list.emptyAll') }}
      table={<ArticlesTable articles={list.data} view={view} can={can} />}
      pagination={{ page: view.page, lastPage: list.meta.last_page, href: pageHref }}
    >
      {(creating || record) && <ArticleDrawer {...await drawerChrome(record ? t('form.editTitle', { name: record.nombre }) : t('form.createTitle'))} record={record} />}
    </ListScreen>
  );
}
