'use client';
// The team user drawer, open while the URL says ?nuevo=1 or ?editar=ID; its form is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { TeamUserFormProps } from './team-user-form';

export type TeamUserDrawerProps = Omit<TeamUserFormProps, 'onDone'>;
export const TeamUserDrawer = createUrlDrawer<TeamUserDrawerProps>(() => import('./team-user-form-drawer'));
