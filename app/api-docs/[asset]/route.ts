// GET /api-docs/{swagger-ui-bundle.js,swagger-ui.css,start.js,reference.css} – the reference viewer's files and
// ours; anything else 404.
import { ownFiles, readViewerFile, viewerFiles } from '@/lib/api-docs/reference-page';

const cached = 'public, max-age=86400';

export async function GET(_request: Request, { params }: RouteContext<'/api-docs/[asset]'>) {
  const asset = (await params).asset;
  if (Object.hasOwn(ownFiles, asset)) {
    const own = ownFiles[asset as keyof typeof ownFiles];
    return new Response(own.body, { headers: { 'content-type': own.type, 'cache-control': cached } });
  }
  if (!Object.hasOwn(viewerFiles, asset)) return new Response('Not Found', { status: 404 });
  const name = asset as keyof typeof viewerFiles;
  return new Response(new Uint8Array(await readViewerFile(name)), { headers: { 'content-type': viewerFiles[name].type, 'cache-control': cached } });
}
