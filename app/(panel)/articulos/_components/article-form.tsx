'use client';
// Create or edit an article (docs/domain/data-model.md): name required, price a valid number ("El precio debe ser un número
// válido"), sellable and virtual flags, and an image (PNG, JPEG or WEBP up to 500 KB, sent as a base64 data URL).
import { useTranslations } from 'next-intl';
import { useWatch } from 'react-hook-form';
import { CheckboxField, FormFooter, TextField } from '@/components/form-fields/form-fields';
import { useDrawerForm } from '@/components/form-fields/use-drawer-form';
import { articleBody, type Article } from '@/contract/articles';
import { createArticleAction } from '@/lib/articles/actions/create-article-action';
import { updateArticleAction } from '@/lib/articles/actions/update-article-action';
import { ImageField } from './image-field';

export interface ArticleFormProps {
  record: Article | null;
  onDone: () => void;
}

function articleValues(record: Article | null) {
  return {
    nombre: record?.nombre ?? '',
    descripcion_corta: record?.descripcion_corta ?? '',
    descripcion_larga: record?.descripcion_larga ?? '',
    precio: record?.precio ?? '',
    vendible: record?.vendible ?? true,
    virtual: record?.virtual ?? false,
    enabled: record?.enabled ?? true,
    base64_image: record?.base64_image ?? '',
  };
}

export function ArticleForm({ record, onDone }: ArticleFormProps) {
  const t = useTranslations('articles');
  const tl = useTranslations('lists.actions');
  const tc = useTranslations('common');
  const { form, field, onSubmit, formError, submitting, translate, conflictView } = useDrawerForm({
    schema: articleBody,
    defaultValues: articleValues(record),
    prefix: 'article',
    action: (values, version) => (record ? updateArticleAction(record.id, values, version) : createArticleAction(values)),
    onDone,
    versioned: record ? { version: record.version, toValues: (current) => articleValues(current as Article) } : undefined,
  });
  const image = useWatch({ control: form.control, name: 'base64_image' }) as string | null | undefined;
  const imageError = translate(form.formState.errors.base64_image?.message);

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <TextField {...field('nombre', t('fields.nombre'))} required autoComplete="off" />
      <TextField {...field('descripcion_corta', t('fields.descripcion_corta'))} autoComplete="off" />
      <TextField {...field('descripcion_larga', t('fields.descripcion_larga'))} multiline />
      <TextField {...field('precio', t('fields.precio'))} required inputMode="decimal" autoComplete="off" />
      <div className="flex flex-wrap gap-6">
        <CheckboxField {...field('vendible', t('fields.vendible'))} />
        <CheckboxField {...field('virtual', t('fields.virtual'))} />
        <CheckboxField {...field('enabled', t('fields.enabled'))} />
      </div>
      <ImageField
        id="article-image"
        value={image || null}
        error={imageError}
        disabled={submitting}
        onChange={(next) => {
          form.clearErrors('base64_image');
          form.setValue('base64_image', next ?? '', { shouldDirty: true });
        }}
        onProblem={(message) => form.setError('base64_image', { message })}
        labels={{ label: t('fields.base64_image'), hint: t('form.imageHint'), remove: t('form.removeImage'), preview: t('form.preview'), choose: tc('file.choose') }}
      />
      <FormFooter conflict={conflictView()} formError={formError} submitting={submitting} submitLabel={tl('save')} submittingLabel={tl('saving')} />
    </form>
  );
}
