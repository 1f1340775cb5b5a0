'use client';
// The resident drawer's chunk: Radix Dialog as a side sheet, next-intl with the messages it needs, the form.
import { IntlFormDrawer } from '@/components/form-drawer/drawer-intl';
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import type { ResidentDrawerProps } from './resident-drawer';
import { ResidentForm } from './resident-form';

export default function ResidentFormDrawer({ labels, locale, timeZone, onClose, record, apartments }: DrawerBodyProps<ResidentDrawerProps>) {
  return (
    <IntlFormDrawer labels={labels} locale={locale} timeZone={timeZone} modules={['lists', 'users']} onClose={onClose}>
      <ResidentForm record={record} apartments={apartments} onDone={onClose} />
    </IntlFormDrawer>
  );
}
