'use client';
// Where to send a bank transfer for credits (GET /prices transfer_account, the deployment's account), above the
// receipt upload: a tenant needs it before transferring, not after. The values select whole on a tap, so the
// account number can be copied on a phone without dragging handles.
import { useTranslations } from 'next-intl';
import type { TransferAccount } from '@/contract/prices';

export function TransferAccountDetails({ account }: { account: TransferAccount }) {
  const t = useTranslations('billing.transferAccount');
  const rows = [
    ['bank', account.bank],
    ['account', account.account],
    ['holder', account.holder],
  ] as const;
  return (
    <section aria-labelledby="transfer-account-title" className="rounded-md border border-line bg-canvas px-4 py-3 text-sm">
      <h3 id="transfer-account-title" className="font-medium text-fg">
        {t('title')}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {rows.map(
          ([key, value]) =>
            value && (
              <div key={key} className="contents">
                <dt className="text-fg-muted">{t(key)}</dt>
                <dd className="font-medium break-words text-fg select-all">{value}</dd>
              </div>
            ),
        )}
      </dl>
      <p className="mt-2 text-fg-muted">{t('note')}</p>
    </section>
  );
}
