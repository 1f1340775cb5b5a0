// Reading an upload in a route handler, with the limits enforced before the work: the declared length, then
// the bytes as they stream in (a missing or lying Content-Length cannot make us buffer more), then the file.
import 'server-only';
import { ImportFileError } from './import-error';
import { importLimits, maxRequestBytes } from './limits';

async function readCapped(request: Request): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  const tooLarge = () => new ImportFileError('tooLarge', { megabytes: importLimits.maxFileBytes / 1024 / 1024 });
  if (declared > maxRequestBytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxRequestBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The multipart field `file` as bytes, with its name (for the result's file name only). */
export async function readUploadedFile(request: Request): Promise<{ bytes: Buffer; name: string }> {
  const body = await readCapped(request);
  let form: FormData;
  try {
    // A view of the bytes, not a copy: a 10 MB upload should not sit in memory once more than needed.
    const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
    form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    throw new ImportFileError('empty');
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) throw new ImportFileError('empty');
  if (file.size > importLimits.maxFileBytes) throw new ImportFileError('tooLarge', { megabytes: importLimits.maxFileBytes / 1024 / 1024 });
  return { bytes: Buffer.from(await file.arrayBuffer()), name: 'name' in file ? String(file.name) : 'archivo' };
}
