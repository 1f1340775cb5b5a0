'use client';
// A list row's actions as a small menu (native popover): links that open the screen's drawer (URL state) and
// server actions, bound to the row's id on the server, that run at once or after a confirmation. The server
// decides which items to offer (the user's permissions) and checks again on every call; texts come as props.
// The confirmation (Radix Dialog) is a chunk of its own, loaded when an item that asks first is chosen.
import { KeyRound, LockKeyhole, Mail, Pencil, RefreshCw, ShieldCheck, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { clientLink } from '@/components/ui/client-link';
import { lazy, Suspense, useState, useTransition } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { MenuButton } from '@/components/ui/menu-button';
import { showOutcome } from '@/components/ui/show-outcome';
import type { ActionResult } from '@/lib/actions/action-result';
import { callAction } from '@/lib/actions/call-action';

const loadConfirm = () => import('@/components/confirm-dialog');
const ConfirmDialog = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmDialog })));
const preloadConfirm = () => void loadConfirm().catch(() => {});

const icons = { edit: Pencil, delete: Trash2, password: LockKeyhole, code: KeyRound, credentials: RefreshCw, permissions: ShieldCheck, mail: Mail };
export type RowActionIcon = keyof typeof icons;

export interface RowActionItem {
  key: string;
  label: string;
  icon: RowActionIcon;
  /** A link (e.g. the edit drawer's URL)… */
  href?: string;
  /** …or a server action bound to the row. */
  run?: () => Promise<ActionResult>;
  /** Ask before running. */
  confirm?: { title: string; body: string };
  danger?: boolean;
}

export interface RowActionsProps {
  /** The menu button's accessible name, e.g. "Acciones del apartamento 3". */
  label: string;
  items: RowActionItem[];
  cancelLabel: string;
  /** The message of a request that failed (errors.unexpected). */
  failedLabel: string;
}


const itemClasses = buttonClasses({ variant: 'ghost', size: 'sm', className: 'w-full justify-start [&_svg]:size-4' });

export function RowActions({ label, items, cancelLabel, failedLabel }: RowActionsProps) {
  const [open, setOpen] = useState(false);
  const [asking, setAsking] = useState<RowActionItem | null>(null);
  const [pending, startTransition] = useTransition();
  if (items.length === 0) return null;
  const run = async (item: RowActionItem) => showOutcome(await callAction(item.run!, failedLabel));

  function choose(item: RowActionItem) {
    setOpen(false);
    if (item.confirm) setAsking(item);
    else if (item.run) startTransition(() => run(item));
  }

  return (
    <>
      <MenuButton
        label={label}
        disabled={pending}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next && items.some((item) => item.confirm)) preloadConfirm();
        }}
        panelClassName="w-60 p-1"
      >
        {/* The items render once the menu opens: a page of rows ships one button per row, not a menu each. */}
        {open && (
          <div className="flex flex-col">
            {items.map((item) => {
              const icon = icons[item.icon];
              const body = (
                <>
                  <Icon icon={icon} className={item.danger ? 'text-danger' : undefined} />
                  {item.label}
                </>
              );
              return item.href ? (
                <a key={item.key} href={item.href} {...clientLink({ keepScroll: true })} className={itemClasses} onClick={() => setOpen(false)}>
                  {body}
                </a>
              ) : (
                <button key={item.key} type="button" className={itemClasses} disabled={pending} onClick={() => choose(item)}>
                  {body}
                </button>
              );
            })}
          </div>
        )}
      </MenuButton>
      {asking?.confirm && asking.run && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(next) => !next && setAsking(null)}
            title={asking.confirm.title}
            description={asking.confirm.body}
            confirmLabel={asking.label}
            cancelLabel={cancelLabel}
            destructive={asking.danger ?? false}
            onConfirm={() => run(asking)}
          />
        </Suspense>
      )}
    </>
  );
}
