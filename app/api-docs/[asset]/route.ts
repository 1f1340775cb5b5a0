// GET /api-docs/{swagger-ui-bundle.js,swagger-ui.css,start.js} – the reference viewer's files; anything else 404.
import { readViewerFile, startScript, viewerFiles, type ViewerAsset } from '@/lib/api-docs/reference-page';

const cached = 'public, max-age=86400';

export async function GET(_request: Request, { params }: RouteContext<'/api-docs/[asset]'>) {
  const asset = (await params).asset as ViewerAsset;
  if (asset === 'start.js') return new Response(startScript, { headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': cached } });
  if (!Object.hasOwn(viewerFiles, asset)) return new Response('Not Found', { status: 404 });
  const name = asset as keyof typeof viewerFiles;
  return new Response(new Uint8Array(await readViewerFile(name)), { headers: { 'content-type': viewerFiles[name].type, 'cache-control': cached } });
}
