'use client';
// The team user drawer's chunk: Radix Dialog as a side sheet, next-intl with the messages it needs, the form.
import { IntlFormDrawer } from '@/components/form-drawer/drawer-intl';
import type { DrawerBodyProps } from '@/components/form-drawer/url-drawer';
import type { TeamUserDrawerProps } from './team-user-drawer';
import { TeamUserForm } from './team-user-form';

export default function TeamUserFormDrawer({ labels, locale, timeZone, onClose, record, roles, providers }: DrawerBodyProps<TeamUserDrawerProps>) {
  return (
    <IntlFormDrawer labels={labels} locale={locale} timeZone={timeZone} modules={['lists', 'users']} onClose={onClose}>
      <TeamUserForm record={record} roles={roles} providers={providers} onDone={onClose} />
    </IntlFormDrawer>
  );
}
