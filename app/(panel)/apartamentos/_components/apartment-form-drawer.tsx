'use client';
// The apartment drawer's chunk: Radix Dialog as a side sheet, next-intl with the messages it needs, the form.
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import { IntlFormDrawer } from '@/components/form-drawer/drawer-intl';
import { ApartmentForm, type ApartmentFormProps } from './apartment-form';

export default function ApartmentFormDrawer({ labels, locale, timeZone, onClose, record }: DrawerBodyProps<Pick<ApartmentFormProps, 'record'>>) {
  return (
    <IntlFormDrawer labels={labels} locale={locale} timeZone={timeZone} modules={['lists', 'apartments']} onClose={onClose}>
      <ApartmentForm record={record} onDone={onClose} />
    </IntlFormDrawer>
  );
}
