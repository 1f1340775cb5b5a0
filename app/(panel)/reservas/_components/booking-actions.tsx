'use client';
// The booking actions of docs/domain/screens.md for one booking: a menu in list rows, buttons on the detail page and the
// dashboard. The server decides which actions to offer (the user's permissions and the booking's status) and
// checks both again on every call. Texts come as props (booking-action-labels.ts). The confirm and extend
// dialogs (Radix Dialog) are a separate chunk, loaded when one of those actions is chosen. Outcomes show as toasts.
// Edit is a link to the page's edit modal (?editar=12, URL state): the server page loads the booking for it.
import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useState, useTransition } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { MenuButton } from '@/components/ui/menu-button';
import { callAction } from '@/lib/actions/call-action';
import { authorizeBookingAction } from '@/lib/bookings/actions/authorize-booking-action';
import { confirmBookingAction } from '@/lib/bookings/actions/confirm-booking-action';
import { renewBookingAction } from '@/lib/bookings/actions/renew-booking-action';
import { resendBookingAction } from '@/lib/bookings/actions/resend-booking-action';
import type { BookingActionName } from '@/lib/bookings/permissions';
import type { BookingDialogKind } from './booking-action-dialog';
import { showOutcome } from '@/components/ui/show-outcome';
import { actionButtonsClassName, actionButtonVariant, actionIcons, fillId, shownActions } from './booking-action-looks';

const loadDialogs = () => import('./booking-action-dialog');
const BookingActionDialog = lazy(loadDialogs);
/** Warms the dialogs' chunk when a menu opens or a dialog action is hovered or focused, so they open at once. */
const preloadDialogs = () => void loadDialogs().catch(() => {});
const withDialog: readonly BookingActionName[] = ['delete', 'regenerate', 'extend'];
/** Warms the edit modal's chunk when its link is hovered or focused (the link itself fetches the page's data). */
const preloadEdit = () => void import('./edit-booking-dialog').catch(() => {});

const direct = { confirmPreBooking: confirmBookingAction, resend: resendBookingAction, authorize: authorizeBookingAction, renew: renewBookingAction } as const;

export interface BookingActionLabels {
  actions: Record<BookingActionName, string>;
  /** Templates with "{id}". */
  rowActions: string;
  deleteTitle: string;
  regenerateTitle: string;
  extendTitle: string;
  noActions: string;
  cancel: string;
  close: string;
  deleteBody: string;
  regenerateBody: string;
  extendDays: string;
  extendHint: string;
  required: string;
  extendMin: string;
  wholeNumber: string;
  /** A request that failed (errors.unexpected). */
  failed: string;
}

export interface BookingActionsProps {
  bookingId: number;
  /** What this user may do to this booking now (lib/bookings/permissions.ts, decided on the server). */
  actions: readonly BookingActionName[];
  layout: 'menu' | 'buttons';
  labels: BookingActionLabels;
  /** The edit modal's URL, a template with "{id}" (the list keeps its filters in it); no edit item without it. */
  editHref?: string;
}

export function BookingActions({ bookingId, actions: offered, layout, labels, editHref }: BookingActionsProps) {
  const [dialog, setDialog] = useState<BookingDialogKind | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const actions = shownActions(offered, editHref);

  if (actions.length === 0) {
    return layout === 'menu' ? <span className="sr-only">{labels.noActions}</span> : null;
  }

  function run(name: Exclude<BookingActionName, 'edit'>) {
    setMenuOpen(false);
    if (name === 'delete' || name === 'regenerate' || name === 'extend') {
      setDialog(name);
      return;
    }
    startTransition(async () => showOutcome(await callAction(() => direct[name](bookingId), labels.failed)));
  }

  // Built when shown: a list row's menu draws its items only once opened.
  const items = () =>
    actions.map((name) => {
      const icon = actionIcons[name];
      if (name === 'edit') {
        return (
          <a
            key={name}
            href={fillId(editHref!, bookingId)}
            {...clientLink({ keepScroll: true })}
            onClick={() => setMenuOpen(false)}
            onPointerEnter={preloadEdit}
            onFocus={preloadEdit}
            className={buttonClasses({
              variant: layout === 'menu' ? 'ghost' : 'secondary',
              size: 'sm',
              className: layout === 'menu' ? 'w-full justify-start [&_svg]:size-4' : '[&_svg]:size-4',
            })}
          >
            <Icon icon={icon} />
            {labels.actions[name]}
          </a>
        );
      }
      return (
        <Button
          key={name}
          variant={actionButtonVariant(name, layout)}
          size="sm"
          pending={pending}
          onClick={() => run(name)}
          onPointerEnter={withDialog.includes(name) ? preloadDialogs : undefined}
          onFocus={withDialog.includes(name) ? preloadDialogs : undefined}
          className={layout === 'menu' ? 'w-full justify-start [&_svg]:size-4' : '[&_svg]:size-4'}
        >
          <Icon icon={icon} />
          {labels.actions[name]}
        </Button>
      );
    });

  return (
    <>
      {layout === 'menu' ? (
        <MenuButton
          label={fillId(labels.rowActions, bookingId)}
          disabled={pending}
          open={menuOpen}
          onOpenChange={(open) => {
            setMenuOpen(open);
            if (open && actions.some((name) => withDialog.includes(name))) preloadDialogs();
          }}
          panelClassName="w-56 p-1"
        >
          {/* The items render once the menu opens: a page of rows then ships one button per row, not a menu each. */}
          {menuOpen && <div className="flex flex-col">{items()}</div>}
        </MenuButton>
      ) : (
        <div className={actionButtonsClassName}>{items()}</div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <BookingActionDialog kind={dialog} bookingId={bookingId} labels={labels} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
