'use client';
// The permissions editor's drawer, open while the URL says ?permisos=ID; its body is a chunk of its own.
import { createUrlDrawer } from '@/components/form-drawer/url-drawer';
import type { PermissionsEditorProps } from './permissions-editor';

export const PermissionsDrawer = createUrlDrawer<Omit<PermissionsEditorProps, 'onDone'>>(() => import('./permissions-editor-drawer'), 'permisos');
