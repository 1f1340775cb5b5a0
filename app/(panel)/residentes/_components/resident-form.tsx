'use client';
// Create or edit a resident (docs/domain/data-model.md resident form): apartment, phone, comments and the WhatsApp flag, with first
// and last name and e-mail required ("El correo electrónico debe ser válido").
import { useTranslations } from 'next-intl';
import { CheckboxField, FormFooter, SelectField, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { updateResidentBody, type TeamUser } from '@/contract/users';
import { createResidentAction } from '@/lib/users/actions/create-resident-action';
import { updateResidentAction } from '@/lib/users/actions/update-resident-action';

export interface ResidentFormProps {
  record: TeamUser | null;
  apartments: { id: number; name: string }[];
  onDone: () => void;
}

function residentValues(record: TeamUser | null) {
  const info = record?.personal_info;
  return {
    name: info?.name ?? '',
    last_name: info?.last_name ?? '',
    email: record?.email ?? '',
    apartment_id: info?.apartment ? String(info.apartment.id) : '',
    phone: info?.phone ?? '',
    comments: info?.comments ?? '',
    whatsapp: record?.whatsapp ?? false,
  };
}

export function ResidentForm({ record, apartments, onDone }: ResidentFormProps) {
  const t = useTranslations('users');
  const tl = useTranslations('lists.actions');
  const { field, onSubmit, formError, submitting, conflictView } = useDrawerForm({
    schema: updateResidentBody,
    defaultValues: residentValues(record),
    prefix: 'resident',
    action: (values, version) => (record ? updateResidentAction(record.id, values, version) : createResidentAction(values)),
    onDone,
    versioned: record ? { version: record.version, toValues: (current) => residentValues(current as TeamUser) } : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name', t('fields.name'))} required autoComplete="off" />
        <TextField {...field('last_name', t('fields.last_name'))} required autoComplete="off" />
      </div>
      <TextField {...field('email', t('fields.email'))} required type="email" autoComplete="off" />
      <SelectField {...field('apartment_id', t('fields.apartment_id'))} required>
        <option value="">{t('form.chooseApartment')}</option>
        {apartments.map((apartment) => (
          <option key={apartment.id} value={apartment.id}>
            {apartment.name}
          </option>
        ))}
      </SelectField>
      <TextField {...field('phone', t('fields.phone'))} required type="tel" autoComplete="off" />
      <TextField {...field('comments', t('fields.comments'))} multiline />
      <CheckboxField {...field('whatsapp', t('fields.whatsapp'))} />
      <FormFooter conflict={conflictView()} formError={formError} submitting={submitting} submitLabel={tl('save')} submittingLabel={tl('saving')} />
    </form>
  );
}
