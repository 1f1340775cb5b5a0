// The drawer menu of docs/domain/screens.md and the permission each signed-in screen needs. One definition
// serves the menu (what shows) and the data layer (what is refused): see lib/session.ts requireAccess().
import { isServiceOperator } from '@/contract/auth';
import { holdsAny } from '@/common/permissions';

export type MenuItemId =
  | 'dashboard'
  | 'bookings'
  | 'bookingsExcel'
  | 'clients'
  | 'users'
  | 'residents'
  | 'billing'
  | 'receipts'
  | 'apartments'
  | 'articles'
  | 'sales'
  | 'stock'
  | 'lockers'
  | 'account'
  | 'help'
  | 'prices'
  | 'tenants';

export interface MenuItem {
  id: MenuItemId;
  href: string;
  /** Any one of these grants access; empty means everybody signed in. */
  permissions: readonly string[];
  /** Custom-deployment items show only when the tenant's custom flag matches. */
  custom?: boolean;
  /** The service operator's own screens: its scope opens them, "*" does not (contract serviceOperatorScope). */
  serviceOperator?: boolean;
}

export const menuItems: readonly MenuItem[] = [
  { id: 'dashboard', href: '/', permissions: [] },
  { id: 'bookings', href: '/reservas', permissions: ['booking-show'] },
  { id: 'bookingsExcel', href: '/reserva/create-from-excel', permissions: ['booking-excel'] },
  { id: 'clients', href: '/clientes', permissions: ['client-show'] },
  { id: 'users', href: '/usuarios', permissions: ['user-show', 'user-show-pn'] },
  { id: 'residents', href: '/residentes', permissions: ['user-show', 'user-show-ho'] },
  { id: 'billing', href: '/estado-de-cuenta', permissions: ['billing-show'] },
  { id: 'receipts', href: '/comprobantes', permissions: ['billing-transaction'] },
  { id: 'apartments', href: '/apartamentos', permissions: ['apartment-show'] },
  { id: 'articles', href: '/articulos', permissions: ['article-show'] },
  { id: 'sales', href: '/ventas', permissions: ['booking-show'], custom: true },
  { id: 'stock', href: '/stock', permissions: ['booking-show'], custom: true },
  { id: 'lockers', href: '/lockers', permissions: ['location-enable'] },
  { id: 'account', href: '/configuracion-de-la-cuenta', permissions: [] },
  { id: 'help', href: '/ayuda', permissions: [] },
  { id: 'prices', href: '/precios', permissions: ['billing-show'] },
  { id: 'tenants', href: '/empresas', permissions: [], serviceOperator: true },
];

export interface MenuSubject {
  permissions: readonly string[];
  custom: boolean;
}


export function canSeeItem(item: MenuItem, subject: MenuSubject): boolean {
  if (item.serviceOperator) return isServiceOperator(subject.permissions);
  if (item.custom !== undefined && item.custom !== subject.custom) return false;
  return holdsAny(subject.permissions, item.permissions);
}

export function visibleMenu(subject: MenuSubject): MenuItem[] {
  return menuItems.filter((item) => canSeeItem(item, subject));
}

export function menuItem(id: MenuItemId): MenuItem {
  const item = menuItems.find((i) => i.id === id);
  if (!item) throw new Error(`Unknown menu item ${id}`);
  return item;
}
