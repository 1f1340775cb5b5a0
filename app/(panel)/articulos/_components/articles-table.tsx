// The articles table of docs/domain/screens.md (id, nombre, descripcion_corta, descripcion_larga, precio, vendible, virtual, enabled,
// base64_image as a thumbnail), rendered on the server; sortable headers are links. Below 1536 px the long description
// is in each row's expand row.
import { getTranslations } from '@/lib/i18n/server';
import { getFormat } from '@/lib/format/server';
import { DetailList } from '@/components/data-table/detail-list';
import { createDataColumnHelper, DataTable, type DataColumn } from '@/components/data-table/data-table';
import { actionsColumn } from '@/components/row-actions/actions-column';
import { editDeleteItems } from '@/components/row-actions/row-action-items';
import { priceToCents, type Article } from '@/contract/articles';
import { deleteArticleAction } from '@/lib/articles/actions/delete-article-action';
import { articlesList, type ArticlesView } from '@/lib/articles/list-view';

const column = createDataColumnHelper<Article>();

interface Props {
  articles: Article[];
  view: ArticlesView;
  can: { edit: boolean; delete: boolean };
}

export async function ArticlesTable({ articles, view, can }: Props) {
  const [t, tl, format] = await Promise.all([getTranslations('articles'), getTranslations('lists'), getFormat()]);
  const yesNo = (value: boolean) => (value ? tl('yes') : tl('no'));
  const sortable = (key: ArticlesView['sortBy'], className?: string) => ({ sortKey: key, className });
  const columns: DataColumn<Article>[] = [
    column.accessor('id', { header: t('fields.id'), meta: sortable('id', 'tabular-nums') }),
    column.accessor('nombre', { header: t('fields.nombre'), meta: sortable('nombre', 'min-w-36 font-medium') }),
    column.accessor('descripcion_corta', { header: t('fields.descripcion_corta'), meta: sortable('descripcion_corta', 'min-w-40') }),
    // A column from 1536 px only: below, the row's expand row shows it (the table fits a laptop with the menu open,
    // and a phone's card stays short).
    column.accessor('descripcion_larga', {
      header: t('fields.descripcion_larga'),
      meta: sortable('descripcion_larga', 'hidden min-w-56 2xl:table-cell'),
      cell: ({ getValue }) => <span className="line-clamp-2">{getValue()}</span>,
    }),
    column.accessor('precio', { header: t('fields.precio'), cell: (c) => format.money((priceToCents(c.getValue()) ?? 0) / 100), meta: sortable('precio', 'text-right tabular-nums whitespace-nowrap') }),
    column.accessor('vendible', { header: t('fields.vendible'), meta: sortable('vendible'), cell: ({ getValue }) => yesNo(getValue()) }),
    column.accessor('virtual', { header: t('fields.virtual'), meta: sortable('virtual'), cell: ({ getValue }) => yesNo(getValue()) }),
    column.accessor('enabled', { header: t('fields.enabled'), meta: sortable('enabled'), cell: ({ getValue }) => yesNo(getValue()) }),
    column.accessor('base64_image', {
      header: t('fields.base64_image'),
      cell: ({ row, getValue }) => {
        const src = getValue();
        return src ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL from the API: nothing for next/image to optimise
          <img src={src} alt={t('list.image', { name: row.original.nombre })} width={40} height={40} className="size-10 rounded border border-line object-cover" />
        ) : (
          <span className="text-xs text-fg-muted">{t('list.noImage')}</span>
        );
      },
    }),
  ];
  if (can.edit || can.delete) {
    columns.push(
      await actionsColumn({
        rows: articles,
        header: t('fields.actions'),
        rowLabel: (a) => t('list.row', { name: a.nombre }),
        items: (a) =>
          editDeleteItems({
            editHref: can.edit ? `/articulos${articlesList.search(view, { editar: String(a.id) })}` : undefined,
            remove: can.delete ? deleteArticleAction.bind(null, a.id) : undefined,
            deleteTitle: t('confirm.deleteTitle', { name: a.nombre }),
          }),
      }),
    );
  }
  return (
    <DataTable
      id="articles-table"
      columns={columns}
      data={articles}
      getRowId={(a) => String(a.id)}
      caption={t('title')}
      sort={{ column: view.sortBy, direction: view.orderBy, href: (key) => `/articulos${articlesList.search(articlesList.sortedBy(view, key as ArticlesView['sortBy']))}` }}
      expand={{
        header: t('fields.detail'),
        buttonLabel: (a) => t('list.detailLabel', { name: a.nombre }),
        // From 1536 px the long description is a column: nothing left to open.
        className: '2xl:hidden',
        render: (a) => <DetailList items={[[t('fields.descripcion_larga'), a.descripcion_larga || '—', { wide: true }]]} />,
      }}
    />
  );
}
