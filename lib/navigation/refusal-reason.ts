// Why a signed-in user was refused a screen, so that the 403 page says who can open it (docs/domain/roles-and-permissions.md):
// a permission, which an administrator of their own business can give; the service operator's screens, which no
// business opens ("*" included); a screen of custom deployments only, which no permission opens.
import { isServiceOperator } from '@/contract/auth';
import { menuItems, type MenuSubject } from './menu';

export type RefusalReason = 'permission' | 'serviceOperator' | 'notOffered';

/** The screen `path` belongs to: its menu item, the longest href that starts it ("/" only for itself). */
function itemOf(path: string) {
  const pathname = path.split(/[?#]/)[0]!;
  return menuItems
    .filter((item) => (item.href === '/' ? pathname === '/' : pathname === item.href || pathname.startsWith(`${item.href}/`)))
    .sort((a, b) => b.href.length - a.href.length)[0];
}

/** A path that is no menu item's, or unknown, is a permission's: every other refusal is a permission. */
export function refusalReason(path: string | null, subject: MenuSubject): RefusalReason {
  const item = path ? itemOf(path) : undefined;
  if (item?.serviceOperator && !isServiceOperator(subject.permissions)) return 'serviceOperator';
  if (item?.custom !== undefined && item.custom !== subject.custom) return 'notOffered';
  return 'permission';
}
