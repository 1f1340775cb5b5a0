'use client';
// The booking actions of docs/domain/screens.md for one booking: a menu in list rows, buttons on the detail page and the
// dashboard. The server decides which actions to offer (the user's permissions and the booking's status) and
// checks both again on every call. Texts come as props (booking-action-labels.ts). The confirm and extend
// dialogs (Radix Dialog) are a separate chunk, loaded when one of those actions is chosen. Outcomes show as toasts.
// The direct actions (no dialog) are submit buttons of a form posting to a server action, so a press before this
// code has run (a slow link) still runs them: the browser lands on the booking's page again, the booking as it is
// now and the outcome written above the buttons by the page (runBookingCommandAction's `landing`). Without
// JavaScript the island's placeholder submits this form (booking-action-looks.tsx, docs/decisions/0113).
// Edit is a link to the page's edit modal (?editar=12, URL state): the server page loads the booking for it.
import { Icon } from '@/components/ui/icon';
import { lazy, Suspense, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { clientLink } from '@/components/ui/client-link';
import { MenuButton } from '@/components/ui/menu-button';
import { useActionStateSafely } from '@/lib/actions/call-action';
import type { FormState } from '@/lib/actions/form-state';
import { runBookingCommandAction } from '@/lib/bookings/actions/run-booking-command-action';
import { isBookingCommand } from '@/lib/bookings/booking-commands';
import type { BookingActionName } from '@/lib/bookings/permissions';
import type { BookingDialogKind } from './booking-action-dialog';
import { showOutcome } from '@/components/ui/show-outcome';
import { actionButtonsClassName, actionButtonVariant, actionIcons, actionsFormId, fillId, shownActions } from './booking-action-looks';

const loadDialogs = () => import('./booking-action-dialog');
const BookingActionDialog = lazy(loadDialogs);
/** Warms the dialogs' chunk when a menu opens or a dialog action is hovered or focused, so they open at once. */
const preloadDialogs = () => void loadDialogs().catch(() => {});
const withDialog: readonly BookingActionName[] = ['delete', 'regenerate', 'extend'];
/** Warms the edit modal's chunk when its link is hovered or focused (the link itself fetches the page's data). */
const preloadEdit = () => void import('./edit-booking-dialog').catch(() => {});

/** With JavaScript the outcome is a toast, like every action's; a post without it lands on the page, which says it. */
function toasted(state: FormState): FormState {
  if (state.message) showOutcome({ ok: state.ok === true, message: state.message });
  return {};
}

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
  /** The extend dialog's new deadline, a template with "{date}". */
  extendNewExpiry: string;
  required: string;
  extendMin: string;
  extendMax: string;
  wholeNumber: string;
  /** A request that failed (errors.unexpected). */
  failed: string;
  /** The user's locale, for the dates the dialogs write (lib/format). */
  locale: string;
}

export interface BookingActionsProps {
  bookingId: number;
  /** What this user may do to this booking now (lib/bookings/permissions.ts, decided on the server). */
  actions: readonly BookingActionName[];
  layout: 'menu' | 'buttons';
  labels: BookingActionLabels;
  /** The edit modal's URL, a template with "{id}" (the list keeps its filters in it); no edit item without it. */
  editHref?: string;
  /** The booking's pickup deadline (ISO), from which the extend dialog shows the new one; none shows no date. */
  expiresAt?: string | null;
}

export function BookingActions({ bookingId, actions: offered, layout, labels, editHref, expiresAt }: BookingActionsProps) {
  const [dialog, setDialog] = useState<BookingDialogKind | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [, formAction, pending] = useActionStateSafely<FormState>(runBookingCommandAction, {}, () => ({ ok: false, message: labels.failed }), toasted);
  const actions = shownActions(offered, editHref);

  if (actions.length === 0) {
    return layout === 'menu' ? <span className="sr-only">{labels.noActions}</span> : null;
  }

  function open(name: BookingDialogKind) {
    setMenuOpen(false);
    setDialog(name);
  }

  // Built when shown: a list row's menu draws its items only once opened.
  const items = () =>
    actions.map((name) => {
      const icon = actionIcons[name];
      const className = layout === 'menu' ? 'w-full justify-start [&_svg]:size-4' : '[&_svg]:size-4';
      if (name === 'edit') {
        return (
          <a
            key={name}
            href={fillId(editHref!, bookingId)}
            {...clientLink({ keepScroll: true })}
            onClick={() => setMenuOpen(false)}
            onPointerEnter={preloadEdit}
            onFocus={preloadEdit}
            className={buttonClasses({ variant: layout === 'menu' ? 'ghost' : 'secondary', size: 'sm', className })}
          >
            <Icon icon={icon} />
            {labels.actions[name]}
          </a>
        );
      }
      const content = (
        <>
          <Icon icon={icon} />
          {labels.actions[name]}
        </>
      );
      // A direct action posts the form, with its name as the command.
      return isBookingCommand(name) ? (
        <Button key={name} type="submit" name="command" value={name} variant={actionButtonVariant(name, layout)} size="sm" pending={pending} className={className}>
          {content}
        </Button>
      ) : (
        <Button
          key={name}
          variant={actionButtonVariant(name, layout)}
          size="sm"
          pending={pending}
          onClick={() => open(name)}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          className={className}
        >
          {content}
        </Button>
      );
    });

  const idField = <input type="hidden" name="id" value={bookingId} />;

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
          {/* The items render once the menu opens: a page of rows then ships one button per row, not a menu each.
              The menu closes on submit, not on click: a button removed before its click ends submits nothing. */}
          {menuOpen && (
            <form action={formAction} onSubmit={() => setMenuOpen(false)} className="flex flex-col">
              {idField}
              {items()}
            </form>
          )}
        </MenuButton>
      ) : (
        <form id={actionsFormId(bookingId)} action={formAction} aria-busy={pending || undefined}>
          {idField}
          <div className={actionButtonsClassName}>{items()}</div>
        </form>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <BookingActionDialog kind={dialog} bookingId={bookingId} expiresAt={expiresAt} labels={labels} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
