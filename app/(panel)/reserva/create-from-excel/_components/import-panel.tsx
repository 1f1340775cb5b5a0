'use client';
// The upload panel: choose a file → preview (server-parsed) → create the valid rows → result and its .xlsx.
// The file stays in the browser between the steps and is sent again to create: the server never keeps it and
// never trusts a preview the browser could have edited. Buttons are disabled while a request runs; a second
// submission would be harmless anyway (import keys).
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { FileInput } from '@/components/ui/file-input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import type { CreateReply, PreviewReply } from '@/lib/bookings/import/wire';
import { ImportRowsTable, type ImportTableLabels } from './import-rows-table';

export interface ImportPanelLabels {
  file: string;
  /** The file picker's button and its line until a file is chosen. */
  chooseFile: { choose: string; none: string };
  preview: string;
  reading: string;
  uploadAgain: string;
  creating: string;
  creatingHint: string;
  downloadResult: string;
  noFile: string;
  unexpected: string;
  sessionEnded: string;
  previewTitle: string;
  fixHint: string;
  resultTitle: string;
  viewBookings: string;
  table: ImportTableLabels['columns'];
  status: ImportTableLabels['status'];
}

type Step =
  | { name: 'idle' }
  | { name: 'reading' }
  | { name: 'preview'; reply: Extract<PreviewReply, { ok: true }> }
  | { name: 'creating'; reply: Extract<PreviewReply, { ok: true }> }
  | { name: 'result'; reply: Extract<CreateReply, { ok: true }> };

async function post<T>(url: string, file: File, labels: ImportPanelLabels): Promise<T | { ok: false; message: string }> {
  const body = new FormData();
  body.set('file', file);
  try {
    const response = await fetch(url, { method: 'POST', body });
    if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
      return { ok: false, message: response.redirected ? labels.sessionEnded : labels.unexpected };
    }
    return (await response.json()) as T;
  } catch {
    return { ok: false, message: labels.unexpected };
  }
}

export function ImportPanel({ labels }: { labels: ImportPanelLabels }) {
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const [error, setError] = useState<string>();
  const [file, setFile] = useState<File | null>(null);
  const [resultUrl, setResultUrl] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  // A new key is a new, empty picker: the choice and the file name it shows go together.
  const [pickerKey, setPickerKey] = useState(0);
  const busy = step.name === 'reading' || step.name === 'creating';

  useEffect(() => () => {
    if (resultUrl) URL.revokeObjectURL(resultUrl);
  }, [resultUrl]);

  async function preview(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = input.current?.files?.[0] ?? null;
    if (!chosen) return setError(labels.noFile);
    setFile(chosen);
    setError(undefined);
    setStep({ name: 'reading' });
    const reply = await post<PreviewReply>('/reserva/create-from-excel/vista-previa', chosen, labels);
    if (!reply.ok) {
      setError(reply.message);
      setStep({ name: 'idle' });
      return;
    }
    setStep({ name: 'preview', reply });
  }

  async function create() {
    if (step.name !== 'preview' || !file) return;
    setStep({ name: 'creating', reply: step.reply });
    setError(undefined);
    const reply = await post<CreateReply>('/reserva/create-from-excel/crear', file, labels);
    if (!reply.ok) {
      setError(reply.message);
      setStep({ name: 'preview', reply: step.reply });
      return;
    }
    const bytes = Uint8Array.from(atob(reply.file), (c) => c.charCodeAt(0));
    setResultUrl(URL.createObjectURL(new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })));
    setStep({ name: 'result', reply });
  }

  /** Back to choosing a file: the preview, result and error go; the input keeps what it holds. */
  function clearSteps() {
    setStep({ name: 'idle' });
    setError(undefined);
    setFile(null);
    setResultUrl(undefined);
  }

  /** "Subir otro archivo": also empties the picker (a new one, without the old choice or its name), for a file chosen afresh. */
  function reset() {
    clearSteps();
    setPickerKey((key) => key + 1);
  }

  const tableLabels = { columns: labels.table, status: labels.status };
  return (
    <div className="space-y-6">
      <Card>
        <form onSubmit={preview} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <Label htmlFor="import-file" className="mb-0">
              {labels.file}
            </Label>
            <FileInput
              key={pickerKey}
              ref={input}
              id="import-file"
              name="file"
              required
              disabled={busy}
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              // A file picked again (the sheet fixed after its preview) is the one to preview next: only the
              // steps' state is cleared here, never the selection the user has just made.
              onChange={() => !busy && clearSteps()}
              labels={labels.chooseFile}
            />
          </div>
          <Button type="submit" pending={busy}>
            {step.name === 'reading' && <Spinner className="size-5 text-current" />}
            {step.name === 'reading' ? labels.reading : labels.preview}
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-4 rounded-md border border-danger px-3 py-2 text-sm whitespace-pre-line text-danger">
            {error}
          </p>
        )}
      </Card>

      {(step.name === 'preview' || step.name === 'creating') && (
        <Card className="space-y-4" aria-busy={step.name === 'creating'}>
          <CardTitle>{labels.previewTitle}</CardTitle>
          <Summary lines={step.reply.summary} note={step.reply.note} ignored={step.reply.ignored} />
          {step.reply.rows.some((r) => r.status === 'invalid') && <p className="text-sm text-fg-muted">{labels.fixHint}</p>}
          <div className="flex flex-wrap items-center gap-2">
            {step.reply.validCount > 0 && (
              <Button onClick={create} pending={busy}>
                {step.name === 'creating' && <Spinner className="size-5 text-current" />}
                {step.name === 'creating' ? labels.creating : step.reply.createLabel}
              </Button>
            )}
            <Button variant="secondary" onClick={reset} disabled={busy}>
              {labels.uploadAgain}
            </Button>
          </div>
          {step.name === 'creating' && <p role="status" className="text-sm text-fg-muted">{labels.creatingHint}</p>}
          <ImportRowsTable kind="preview" rows={step.reply.rows} labels={tableLabels} />
        </Card>
      )}

      {step.name === 'result' && (
        <Card className="space-y-4">
          <CardTitle>{labels.resultTitle}</CardTitle>
          <Summary lines={step.reply.summary} note={step.reply.note} />
          <div className="flex flex-wrap items-center gap-2">
            {resultUrl && (
              <a href={resultUrl} download={step.reply.fileName} className={buttonClasses()}>
                {labels.downloadResult}
              </a>
            )}
            <Link href="/reservas" className={buttonClasses({ variant: 'secondary' })}>
              {labels.viewBookings}
            </Link>
            <Button variant="ghost" onClick={reset}>
              {labels.uploadAgain}
            </Button>
          </div>
          <ImportRowsTable kind="result" rows={step.reply.rows} labels={tableLabels} />
        </Card>
      )}
    </div>
  );
}

function Summary({ lines, note, ignored }: { lines: string[]; note?: string; ignored?: string }) {
  return (
    <div role="status" className="space-y-1">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium text-fg">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {ignored && <p className="text-sm text-fg-muted">{ignored}</p>}
      {note && <p className="text-sm text-fg-muted">{note}</p>}
    </div>
  );
}
