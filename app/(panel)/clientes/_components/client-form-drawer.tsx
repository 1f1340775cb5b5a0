'use client';
// The client drawer's chunk: Radix Dialog as a side sheet, next-intl with the messages it needs, the form.
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import { IntlFormDrawer } from '@/components/form-drawer/drawer-intl';
import { ClientForm, type ClientFormProps } from './client-form';

export default function ClientFormDrawer({ labels, locale, timeZone, onClose, record }: DrawerBodyProps<Pick<ClientFormProps, 'record'>>) {
  return (
    <IntlFormDrawer labels={labels} locale={locale} timeZone={timeZone} modules={['lists', 'clients']} onClose={onClose}>
      <ClientForm record={record} onDone={onClose} />
    </IntlFormDrawer>
  );
}
