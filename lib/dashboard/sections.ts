// Which optional parts of the dashboard a user sees (docs/domain/screens.md), by the menu's own rule: the billing card with
// billing-show (the statement's item), and the vending card's links to the sales and stock reports only when those
// items show (booking-show, custom deployments only).
import { canSeeItem, menuItem, type MenuSubject } from '../navigation/menu';
import { holds } from '@/common/permissions';

export interface DashboardSections {
  billing: boolean;
  salesReport: boolean;
  stockReport: boolean;
  /** The reports area (last 30 days in figures): datstudio-show-data. */
  reports: boolean;
}

export function dashboardSections(subject: MenuSubject): DashboardSections {
  return {
    billing: canSeeItem(menuItem('billing'), subject),
    salesReport: canSeeItem(menuItem('sales'), subject),
    stockReport: canSeeItem(menuItem('stock'), subject),
    reports: holds(subject.permissions, 'datstudio-show-data'),
  };
}
