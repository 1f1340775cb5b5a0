import type { MenuItemId } from '@/lib/navigation/menu';

/** Each menu item's lucide icon, drawn by CSS (components/ui/icon-mask-plugin.mjs): every page carries the menu. */
export const menuIcons: Record<MenuItemId, `icon-mask-${string}`> = {
  dashboard: 'icon-mask-house',
  bookings: 'icon-mask-calendar-check',
  bookingsExcel: 'icon-mask-file-spreadsheet',
  clients: 'icon-mask-contact',
  users: 'icon-mask-users',
  residents: 'icon-mask-users-round',
  billing: 'icon-mask-wallet',
  receipts: 'icon-mask-receipt',
  apartments: 'icon-mask-building-2',
  articles: 'icon-mask-package',
  sales: 'icon-mask-shopping-cart',
  stock: 'icon-mask-chart-column',
  lockers: 'icon-mask-lock-keyhole',
  account: 'icon-mask-settings',
  help: 'icon-mask-circle-help',
  prices: 'icon-mask-badge-dollar-sign',
  tenants: 'icon-mask-store',
};
