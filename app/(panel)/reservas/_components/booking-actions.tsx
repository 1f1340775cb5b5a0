'use client';
// The booking actions of spec §2 for one booking: a menu in list rows, buttons on the detail page and the
// dashboard. Only actions the user's permissions allow and the booking's status accepts are offered; the
// server checks both again. Outcomes show as toasts (bottom-centre, 5 s, the root Toaster).
import { CalendarPlus, KeyRound, MoreVertical, RefreshCw, Send, ShieldCheck, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import type { ActionResult } from '@/lib/bookings/actions/action-result';
import { authorizeBookingAction } from '@/lib/bookings/actions/authorize-booking-action';
import { deleteBookingAction } from '@/lib/bookings/actions/delete-booking-action';
import { regenerateBookingCodeAction } from '@/lib/bookings/actions/regenerate-booking-code-action';
import { renewBookingAction } from '@/lib/bookings/actions/renew-booking-action';
import { resendBookingAction } from '@/lib/bookings/actions/resend-booking-action';
import { actionsForStatus, type BookingActionName } from '@/lib/bookings/permissions';
import { ExtendBookingDialog } from './extend-booking-dialog';

const icons = { resend: Send, extend: CalendarPlus, authorize: ShieldCheck, renew: RefreshCw, regenerate: KeyRound, delete: Trash2 };
const direct = { resend: resendBookingAction, authorize: authorizeBookingAction, renew: renewBookingAction } as const;

export function showOutcome(result: ActionResult<unknown>) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}

export interface BookingActionsProps {
  bookingId: number;
  statusId: number;
  permitted: readonly BookingActionName[];
  layout: 'menu' | 'buttons';
  /** Limit to some actions (the dashboard offers resend and extend only). */
  only?: readonly BookingActionName[];
}

export function BookingActions({ bookingId, statusId, permitted, layout, only }: BookingActionsProps) {
  const t = useTranslations('bookings');
  const [dialog, setDialog] = useState<'delete' | 'regenerate' | 'extend' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const actions = actionsForStatus(permitted, statusId).filter((name) => !only || only.includes(name));

  if (actions.length === 0) {
    return layout === 'menu' ? <span className="sr-only">{t('list.noActions')}</span> : null;
  }

  function run(name: BookingActionName) {
    setMenuOpen(false);
    if (name === 'delete' || name === 'regenerate' || name === 'extend') {
      setDialog(name);
      return;
    }
    startTransition(async () => showOutcome(await direct[name](bookingId)));
  }

  const items = actions.map((name) => {
    const Icon = icons[name];
    return (
      <Button
        key={name}
        variant={layout === 'menu' ? 'ghost' : name === 'delete' ? 'danger' : 'secondary'}
        size="sm"
        disabled={pending}
        onClick={() => run(name)}
        className={layout === 'menu' ? 'w-full justify-start [&_svg]:size-4' : '[&_svg]:size-4'}
      >
        <Icon aria-hidden />
        {t(`actions.${name}`)}
      </Button>
    );
  });

  return (
    <>
      {layout === 'menu' ? (
        <Popover open={menuOpen} onOpenChange={setMenuOpen}>
          <PopoverTrigger asChild>
            <Button variant="ghost" size="sm" aria-label={t('list.rowActions', { id: bookingId })} disabled={pending} className="px-2">
              <MoreVertical aria-hidden className="size-4" />
            </Button>
          </PopoverTrigger>
          <PopoverContent className="w-56 p-1">
            <div className="flex flex-col">{items}</div>
          </PopoverContent>
        </Popover>
      ) : (
        <div className="flex flex-wrap gap-2 print:hidden">{items}</div>
      )}
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={(open) => setDialog(open ? 'delete' : null)}
        title={t('confirm.deleteTitle', { id: bookingId })}
        description={t('confirm.deleteBody')}
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => showOutcome(await deleteBookingAction(bookingId))}
      />
      <ConfirmDialog
        open={dialog === 'regenerate'}
        onOpenChange={(open) => setDialog(open ? 'regenerate' : null)}
        title={t('confirm.regenerateTitle', { id: bookingId })}
        description={t('confirm.regenerateBody')}
        confirmLabel={t('actions.regenerate')}
        cancelLabel={t('actions.cancel')}
        onConfirm={async () => showOutcome(await regenerateBookingCodeAction(bookingId))}
      />
      {dialog === 'extend' && <ExtendBookingDialog bookingId={bookingId} onClose={() => setDialog(null)} />}
    </>
  );
}
