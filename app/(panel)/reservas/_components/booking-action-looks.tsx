// How the booking actions look as buttons (the detail page), shared by BookingActions and by the placeholder a
// server page shows while BookingActions' code loads (components/ui/island.tsx).
// The placeholder is also what a browser without JavaScript shows: React reveals an island's content that is over
// 500 bytes, past the page's first 12.8 KB, with an inline script (docs/decisions/0113). So its direct actions are
// submit buttons of BookingActions' form, which is in the document, hidden, whenever the page was loaded whole.
import { CalendarPlus, CircleCheck, KeyRound, Pencil, RefreshCw, Send, ShieldCheck, Trash2 } from 'lucide';
import { Button, buttonClasses, type ButtonVariant } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { Icon } from '@/components/ui/icon';
import { isBookingCommand } from '@/lib/bookings/booking-commands';
import type { BookingActionName } from '@/lib/bookings/permissions';

export const actionIcons = { confirmPreBooking: CircleCheck, edit: Pencil, resend: Send, extend: CalendarPlus, authorize: ShieldCheck, renew: RefreshCw, regenerate: KeyRound, delete: Trash2 };

export const actionButtonsClassName = 'flex flex-wrap gap-2 print:hidden';

/** Delete is outlined, not solid: the page's most striking button must not be the one that destroys the booking. */
export function actionButtonVariant(name: BookingActionName, layout: 'menu' | 'buttons'): ButtonVariant {
  if (layout === 'menu') return 'ghost';
  return name === 'delete' ? 'danger-outline' : 'secondary';
}

/** The actions shown: edit only where there is an edit modal to open. */
export function shownActions(offered: readonly BookingActionName[], editHref: string | undefined): readonly BookingActionName[] {
  return editHref ? offered : offered.filter((name) => name !== 'edit');
}

export function fillId(template: string, id: number): string {
  return template.replaceAll('{id}', String(id));
}

/** The id of BookingActions' form in buttons layout, which the placeholder's buttons submit. */
export function actionsFormId(bookingId: number): string {
  return `booking-actions-${bookingId}`;
}

/** Busy only where scripts run (their code is on its way); without them the buttons work as they are. */
const busyWhereScriptsRun = '[@media(scripting:enabled)]:cursor-progress [@media(scripting:enabled)]:opacity-60';

/** The buttons without their behaviour, marked busy until it arrives; the edit link works as it is, and so do the direct actions in a document loaded whole. */
export function BookingActionButtonsLook({ bookingId, actions, labels, editHref }: { bookingId: number; actions: readonly BookingActionName[]; labels: Record<BookingActionName, string>; editHref?: string }) {
  const shown = shownActions(actions, editHref);
  if (shown.length === 0) return null;
  return (
    <div className={actionButtonsClassName}>
      {shown.map((name) =>
        name === 'edit' ? (
          <a key={name} href={fillId(editHref!, bookingId)} {...clientLink({ keepScroll: true })} className={buttonClasses({ variant: 'secondary', size: 'sm', className: '[&_svg]:size-4' })}>
            <Icon icon={actionIcons[name]} />
            {labels[name]}
          </a>
        ) : isBookingCommand(name) ? (
          <Button
            key={name}
            type="submit"
            form={actionsFormId(bookingId)}
            name="command"
            value={name}
            variant={actionButtonVariant(name, 'buttons')}
            size="sm"
            className={`[&_svg]:size-4 ${busyWhereScriptsRun}`}
          >
            <Icon icon={actionIcons[name]} />
            {labels[name]}
          </Button>
        ) : (
          <Button key={name} variant={actionButtonVariant(name, 'buttons')} size="sm" aria-disabled className="[&_svg]:size-4">
            <Icon icon={actionIcons[name]} />
            {labels[name]}
          </Button>
        ),
      )}
    </div>
  );
}
