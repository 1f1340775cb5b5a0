'use client';
// The statement's two URL-state dialogs: ?recargar=1 (buy credits) and ?comprobante=1 (upload a transfer
// receipt). Their code (billing-dialog.tsx) loads when one opens, or earlier on hover or focus of its button.
import { lazy, type ReactNode } from 'react';
import { UrlDialog } from '@/components/url-dialog/url-dialog';
import { UrlDialogLink } from '@/components/url-dialog/url-dialog-link';
import type { Locale } from '@/contract/locales';
import type { PricesReply } from '@/contract/prices';
import { billingDialogParams } from '@/lib/billing/list-definitions';
import type { BillingDialogKind } from './billing-dialog';

const load = () => import('./billing-dialog');
const BillingDialog = lazy(load);
const preload = () => void load().catch(() => {});

export function BillingDialogLink({ kind, children }: { kind: BillingDialogKind; children: ReactNode }) {
  return (
    <UrlDialogLink param={billingDialogParams[kind]} preload={preload} variant={kind === 'recharge' ? 'primary' : 'secondary'}>
      {children}
    </UrlDialogLink>
  );
}

export interface BillingModalsProps {
  locale: Locale;
  timeZone: string;
  prices: PricesReply;
  labels: Record<BillingDialogKind, string> & { loading: string };
}

export function BillingModals({ locale, timeZone, prices, labels }: BillingModalsProps) {
  return (
    <>
      {(['recharge', 'upload'] as const).map((kind) => (
        <UrlDialog key={kind} param={billingDialogParams[kind]} labels={{ title: labels[kind], loading: labels.loading }}>
          {(close) => <BillingDialog kind={kind} locale={locale} timeZone={timeZone} prices={prices} onClose={close} />}
        </UrlDialog>
      ))}
    </>
  );
}
