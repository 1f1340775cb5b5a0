'use client';
// The apartment drawer, open while the URL says ?nuevo=1 or ?editar=ID; its form is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { ApartmentFormProps } from './apartment-form';

export const ApartmentDrawer = createUrlDrawer<Pick<ApartmentFormProps, 'record'>>(() => import('./apartment-form-drawer'));
