// The articles list's URL (docs/domain/screens.md: filters on every column but the image, yes/no for vendible, virtual and enabled;
// docs/domain/limits.md: 5 per page, id descending).
import { defineListView } from '../list-view/list-view';

export const ARTICLES_PER_PAGE = 5;

export const articlesList = defineListView({
  filters: [
    { name: 'id', kind: 'id' },
    { name: 'nombre', kind: 'text' },
    { name: 'descripcion_corta', kind: 'text' },
    { name: 'descripcion_larga', kind: 'text' },
    { name: 'precio', kind: 'price' },
    { name: 'vendible', kind: 'yesno' },
    { name: 'virtual', kind: 'yesno' },
    { name: 'enabled', kind: 'yesno' },
  ],
  sortColumns: ['id', 'nombre', 'descripcion_corta', 'descripcion_larga', 'precio', 'vendible', 'virtual', 'enabled'],
  defaultSort: 'id',
  defaultOrder: 'DESC',
});
export type ArticlesView = ReturnType<typeof articlesList.parse>;
