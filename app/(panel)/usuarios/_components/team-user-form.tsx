'use client';
// Create or edit a team user: role (2-5, and 12 pda only when extra_roles allows it), names, mobile and e-mail
// required (docs/domain/validation.md), CI with the Uruguayan check-digit warning (it never blocks), the provider on enterprise
// tenants, and on create an optional password (otherwise one is generated; the credentials are e-mailed).
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { FormFooter, SelectField, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { failsCiCheck } from '@/common/uruguayan-ci';
import { createTeamUserBody, updateTeamUserBody, type TeamUser } from '@/contract/users';
import { createTeamUserAction } from '@/lib/users/actions/create-team-user-action';
import { updateTeamUserAction } from '@/lib/users/actions/update-team-user-action';

export interface TeamUserFormProps {
  record: TeamUser | null;
  roles: { id: number; name: string }[];
  /** Enterprise tenants choose a provider; null elsewhere. */
  providers: { id: number; name: string }[] | null;
  onDone: () => void;
}

interface TeamUserValues {
  sub_type: string;
  name: string;
  last_name: string;
  cellphone: string;
  email: string;
  id_document: string;
  provider_id: string;
  password: string;
}

function teamUserValues(record: TeamUser | null, providers: TeamUserFormProps['providers']): TeamUserValues {
  const info = record?.personal_info;
  return {
    sub_type: record?.sub_type ? String(record.sub_type) : '',
    name: info?.name ?? '',
    last_name: info?.last_name ?? '',
    cellphone: info?.cellphone ?? '',
    email: record?.email ?? '',
    id_document: info?.id_document ?? '',
    provider_id: providers && record ? String(record.provider.id) : providers?.length === 1 ? String(providers[0]!.id) : '',
    password: '',
  };
}

export function TeamUserForm({ record, roles, providers, onDone }: TeamUserFormProps) {
  const t = useTranslations('users');
  const tl = useTranslations('lists.actions');
  const { form, field, onSubmit, formError, submitting, conflictView } = useDrawerForm<TeamUserValues, unknown>({
    schema: record ? updateTeamUserBody : createTeamUserBody,
    defaultValues: teamUserValues(record, providers),
    prefix: 'user',
    action: (values, version) => (record ? updateTeamUserAction(record.id, values, version) : createTeamUserAction(values)),
    onDone,
    versioned: record ? { version: record.version, toValues: (current) => teamUserValues(current as TeamUser, providers) } : undefined,
  });
  const document = String(useWatch({ control: form.control, name: 'id_document' }) ?? '').trim();
  const ciWarning = failsCiCheck(document);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <SelectField {...field('sub_type', t('fields.sub_type'))} required>
        <option value="">{t('form.chooseRole')}</option>
        {roles.map((role) => (
          <option key={role.id} value={role.id}>
            {role.name}
          </option>
        ))}
      </SelectField>
      {providers && (
        <SelectField {...field('provider_id', t('fields.provider'))} required>
          <option value="">{t('form.chooseProvider')}</option>
          {providers.map((provider) => (
            <option key={provider.id} value={provider.id}>
              {provider.name}
            </option>
          ))}
        </SelectField>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('name', t('fields.name'))} required autoComplete="off" />
        <TextField {...field('last_name', t('fields.last_name'))} required autoComplete="off" />
      </div>
      <TextField {...field('email', t('fields.email'))} required type="email" autoComplete="off" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('cellphone', t('fields.cellphone'))} required type="tel" autoComplete="off" />
        <TextField {...field('id_document', t('fields.id_document'))} inputMode="numeric" autoComplete="off" warning={ciWarning ? t('form.ciWarning') : undefined} />
      </div>
      {!record && <TextField {...field('password', t('fields.password'))} type="password" autoComplete="new-password" hint={t('form.passwordHint')} />}
      <FormFooter conflict={conflictView()} formError={formError} submitting={submitting} submitLabel={tl('save')} submittingLabel={tl('saving')} />
    </form>
  );
}
