import { BadgeDollarSign, Building2, CalendarCheck, ChartColumn, CircleHelp, FileSpreadsheet, House, LockKeyhole, Package, Receipt, Settings, ShoppingCart, Users, UsersRound, Wallet } from 'lucide';
import type { IconNode } from '@/components/ui/icon';
import type { MenuItemId } from '@/lib/navigation/menu';

export const menuIcons: Record<MenuItemId, IconNode> = {
  dashboard: House,
  bookings: CalendarCheck,
  bookingsExcel: FileSpreadsheet,
  users: Users,
  residents: UsersRound,
  billing: Wallet,
  receipts: Receipt,
  apartments: Building2,
  articles: Package,
  sales: ShoppingCart,
  stock: ChartColumn,
  lockers: LockKeyhole,
  account: Settings,
  help: CircleHelp,
  prices: BadgeDollarSign,
};
