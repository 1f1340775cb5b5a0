'use client';
// An image chosen from a file, kept as a base64 data URL (the contract's base64_image), with a preview. The type
// and size are checked before reading the file, so a wrong one says why at once (the server checks again).
import { ImageUp, Trash2 } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { maxImageBytes } from '@/contract/articles';

const accepted = ['image/png', 'image/jpeg', 'image/webp'];

interface ImageFieldProps {
  id: string;
  value: string | null;
  error?: string;
  disabled?: boolean;
  onChange: (dataUrl: string | null) => void;
  onProblem: (message: string) => void;
  labels: { label: string; hint: string; remove: string; preview: string; choose: string };
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

export function ImageField({ id, value, error, disabled, onChange, onProblem, labels }: ImageFieldProps) {
  const t = useTranslations('errors.validation');
  async function choose(file: File | undefined) {
    if (!file) return;
    if (!accepted.includes(file.type)) return onProblem(t('imageType'));
    if (file.size > maxImageBytes) return onProblem(t('imageSize'));
    onChange(await readAsDataUrl(file));
  }
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div>
      <Label htmlFor={id}>{labels.label}</Label>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL preview
          <img src={value} alt={labels.preview} className="size-20 rounded border border-line object-cover" />
        ) : (
          <span aria-hidden className="inline-flex size-20 items-center justify-center rounded border border-dashed border-line-strong text-fg-muted">
            <Icon icon={ImageUp} className="size-6" />
          </span>
        )}
        <div className="flex flex-col gap-2">
          {/* The preview beside it shows what was chosen: no file name line. */}
          <FileInput
            id={id}
            accept={accepted.join(',')}
            disabled={disabled}
            invalid={Boolean(error)}
            aria-describedby={describedBy}
            onChange={(event) => {
              void choose(event.target.files?.[0]);
              event.target.value = '';
            }}
            labels={{ choose: labels.choose }}
          />
          {value && (
            <Button variant="secondary" size="sm" disabled={disabled} onClick={() => onChange(null)} className="self-start [&_svg]:size-4">
              <Icon icon={Trash2} />
              {labels.remove}
            </Button>
          )}
        </div>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : <p id={`${id}-hint`} className="mt-1.5 text-sm text-fg-muted">{labels.hint}</p>}
    </div>
  );
}
