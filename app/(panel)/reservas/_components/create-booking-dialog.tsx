'use client';
// The create modal is URL state (?nuevo=1): linkable, and it survives a reload. Opening and closing change
// the URL through the history API (no server round trip). The form itself (react-hook-form + zod) is a
// separate chunk, loaded only when the modal opens, to keep the list's first load small.
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import type { MouseEvent } from 'react';
import { FormDialog } from '@/components/form-dialog/form-dialog';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CreateBookingFormProps } from './create-booking-form';

export const NEW_PARAM = 'nuevo';

function FormLoading() {
  const t = useTranslations('bookings.form');
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-fg-muted">
      <Spinner className="size-5" />
      {t('loading')}
    </p>
  );
}

const CreateBookingForm = dynamic(() => import('./create-booking-form').then((m) => m.CreateBookingForm), {
  ssr: false,
  loading: FormLoading,
});

function urlWith(pathname: string, params: URLSearchParams, open: boolean) {
  const next = new URLSearchParams(params);
  if (open) next.set(NEW_PARAM, '1');
  else next.delete(NEW_PARAM);
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export function CreateBookingButton() {
  const t = useTranslations('bookings.actions');
  const pathname = usePathname();
  const params = useSearchParams();
  const href = urlWith(pathname, params, true);
  const open = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return; // a new tab gets the link
    event.preventDefault();
    window.history.pushState(null, '', href);
  };
  return (
    <Link href={href} onClick={open} scroll={false} className={buttonClasses()}>
      <Plus aria-hidden />
      {t('create')}
    </Link>
  );
}

export function CreateBookingDialog(props: Omit<CreateBookingFormProps, 'onDone'>) {
  const t = useTranslations('bookings.form');
  const tc = useTranslations('common.actions');
  const pathname = usePathname();
  const params = useSearchParams();
  const open = params.get(NEW_PARAM) === '1';
  const close = () => window.history.replaceState(null, '', urlWith(pathname, params, false));
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && close()} title={t('title')} description={t('description')} closeLabel={tc('close')}>
      {open && <CreateBookingForm {...props} onDone={close} />}
    </FormDialog>
  );
}
