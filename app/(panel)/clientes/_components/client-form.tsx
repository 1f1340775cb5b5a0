'use client';
// Edit a client: name, e-mail and, for those who see them (client-show-sensitive), CI and mobile; checked with the
// contract's schema here and again by the server action. Fields one cannot see are not sent, so they keep their value.
import { useTranslations } from 'next-intl';
import { FormFooter, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { clientBody } from '@/contract/clients';
import { updateClientAction } from '@/lib/clients/actions/update-client-action';

export interface ClientFormRecord {
  id: number;
  name: string;
  email: string | null;
  document: string | null;
  phone_number: string | null;
  sensitive_hidden: boolean;
  version?: number;
}

export interface ClientFormProps {
  record: ClientFormRecord;
  onDone: () => void;
}

function clientValues(record: ClientFormRecord): Record<string, string> {
  const values: Record<string, string> = { name: record.name, email: record.email ?? '' };
  if (!record.sensitive_hidden) Object.assign(values, { document: record.document ?? '', phone_number: record.phone_number ?? '' });
  return values;
}

export function ClientForm({ record, onDone }: ClientFormProps) {
  const t = useTranslations('clients');
  const tl = useTranslations('lists.actions');
  const { field, onSubmit, formError, submitting, conflictView } = useDrawerForm({
    schema: clientBody,
    defaultValues: clientValues(record),
    prefix: 'client',
    action: (values, version) => updateClientAction(record.id, values, version),
    onDone,
    versioned: { version: record.version, toValues: (current) => clientValues(current as unknown as ClientFormRecord) },
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-fg-muted">{t('form.hint')}</p>
      <TextField {...field('name', t('fields.name'))} required autoComplete="off" />
      <TextField {...field('email', t('fields.email'))} type="email" autoComplete="off" />
      {!record.sensitive_hidden && (
        <>
          <TextField {...field('document', t('fields.document'))} autoComplete="off" />
          <TextField {...field('phone_number', t('fields.phone_number'))} type="tel" autoComplete="off" />
        </>
      )}
      <FormFooter conflict={conflictView()} formError={formError} submitting={submitting} submitLabel={tl('save')} submittingLabel={tl('saving')} />
    </form>
  );
}
