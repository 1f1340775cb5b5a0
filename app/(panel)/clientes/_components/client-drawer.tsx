'use client';
// The client drawer, open while the URL says ?editar=ID; its form is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { ClientFormProps } from './client-form';

export const ClientDrawer = createUrlDrawer<Pick<ClientFormProps, 'record'>>(() => import('./client-form-drawer'));
