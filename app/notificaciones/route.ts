// GET /notificaciones – the signed-in user's notifications as JSON, for the bell's polling (every 30 s while
// the tab is visible). Private and never cached.
import { findNotifications } from '@/lib/notifications/queries';

export const dynamic = 'force-dynamic';

export async function GET() {
  const items = await findNotifications();
  return Response.json({ items }, { headers: { 'cache-control': 'private, no-store' } });
}
