'use client';
// The resident drawer, open while the URL says ?nuevo=1 or ?editar=ID; its form is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { ResidentFormProps } from './resident-form';

export type ResidentDrawerProps = Omit<ResidentFormProps, 'onDone'>;
export const ResidentDrawer = createUrlDrawer<ResidentDrawerProps>(() => import('./resident-form-drawer'));
