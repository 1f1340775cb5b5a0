// GET /notificaciones – the signed-in user's notifications as JSON, for the bell's polling (every 15 s while
// the tab is visible). Private and never cached.
import { findNotifications } from '@/lib/notifications/queries';
import { getCurrentUser } from '@/lib/session';

export const dynamic = 'force-dynamic';

export async function GET() {
  // Like every screen: residents and ended sessions go to sign-in (the bell's own loader fails quietly instead).
  await getCurrentUser();
  const items = await findNotifications();
  return Response.json({ items }, { headers: { 'cache-control': 'private, no-store' } });
}
