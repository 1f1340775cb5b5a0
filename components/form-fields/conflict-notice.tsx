'use client';
// Shown instead of overwriting when someone else saved the record first (412 on If-Match): what they changed,
// as it is now, and a button that loads their version into the form (the user then redoes their edit). In a
// dialog it is part of the footer (FormFooter), beside the save button the user just pressed.
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

export interface ConflictView {
  /** The other person's values where they differ from what this form was loaded with (labelled fields only). */
  changes: { label: string; value: string }[];
  /** The record was deleted meanwhile: nothing to load. */
  deleted: boolean;
  reload: () => void;
}

export function ConflictNotice({ conflict, className }: { conflict: ConflictView; className?: string }) {
  const t = useTranslations('lists');
  return (
    <div role="alert" className={cn('flex flex-col gap-3 rounded-md border border-danger px-3 py-3 text-sm', className)}>
      <p className="font-medium text-danger">{conflict.deleted ? t('conflict.deleted') : t('conflict.title')}</p>
      {!conflict.deleted && conflict.changes.length > 0 && (
        <>
          <p>{t('conflict.current')}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {conflict.changes.map(({ label, value }) => (
              <div key={label} className="contents">
                <dt className="text-fg-muted">{label}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {!conflict.deleted && (
        <button type="button" onClick={conflict.reload} className={buttonClasses({ variant: 'secondary', className: 'self-start' })}>
          {t('conflict.reload')}
        </button>
      )}
    </div>
  );
}
