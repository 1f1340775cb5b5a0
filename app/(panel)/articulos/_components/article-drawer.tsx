'use client';
// The article drawer, open while the URL says ?nuevo=1 or ?editar=ID; its form is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { ArticleFormProps } from './article-form';

export const ArticleDrawer = createUrlDrawer<Pick<ArticleFormProps, 'record'>>(() => import('./article-form-drawer'));
