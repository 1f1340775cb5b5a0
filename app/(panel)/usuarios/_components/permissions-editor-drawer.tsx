'use client';
// The permissions drawer's chunk: Radix Dialog as a side sheet around the editor (texts came as props).
import { FormDrawer } from '@/components/form-drawer/form-drawer';
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import { PermissionsEditor, type PermissionsEditorProps } from './permissions-editor';

export default function PermissionsEditorDrawer({ labels, onClose, userId, granted, catalogue, texts }: DrawerBodyProps<Omit<PermissionsEditorProps, 'onDone'>>) {
  return (
    <FormDrawer open onOpenChange={(open) => !open && onClose()} title={labels.title} closeLabel={labels.close} cancelLabel={labels.cancel}>
      <PermissionsEditor userId={userId} granted={granted} catalogue={catalogue} texts={texts} onDone={onClose} />
    </FormDrawer>
  );
}
