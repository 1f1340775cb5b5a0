'use client';
// Create or edit an apartment: name, block and number, all required (docs/domain/validation.md), checked with the contract's schema
// here and again by the server action.
import { useTranslations } from 'next-intl';
import { FormFooter, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { apartmentBody } from '@/contract/apartments';
import { createApartmentAction } from '@/lib/apartments/actions/create-apartment-action';
import { updateApartmentAction } from '@/lib/apartments/actions/update-apartment-action';

export interface ApartmentFormProps {
  record: { id: number; name: string; block: string; number: string; version?: number } | null;
  onDone: () => void;
}

function apartmentValues(record: ApartmentFormProps['record']) {
  return { name: record?.name ?? '', block: record?.block ?? '', number: record?.number ?? '' };
}

export function ApartmentForm({ record, onDone }: ApartmentFormProps) {
  const t = useTranslations('apartments.fields');
  const tl = useTranslations('lists.actions');
  const { field, onSubmit, formError, submitting, conflictView } = useDrawerForm({
    schema: apartmentBody,
    defaultValues: apartmentValues(record),
    prefix: 'apartment',
    action: (values, version) => (record ? updateApartmentAction(record.id, values, version) : createApartmentAction(values)),
    onDone,
    versioned: record ? { version: record.version, toValues: (current) => apartmentValues(current as ApartmentFormProps['record']) } : undefined,
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField {...field('name', t('name'))} required autoComplete="off" />
      <TextField {...field('block', t('block'))} required autoComplete="off" />
      <TextField {...field('number', t('number'))} required autoComplete="off" />
      <FormFooter conflict={conflictView()} formError={formError} submitting={submitting} submitLabel={tl('save')} submittingLabel={tl('saving')} />
    </form>
  );
}
