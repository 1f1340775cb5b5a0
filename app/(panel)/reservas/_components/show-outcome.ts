// A booking action's outcome as a toast (bottom-centre, 5 s, the root Toaster).
import { toast } from '@/components/ui/toast';
import type { ActionResult } from '@/lib/bookings/actions/action-result';

export function showOutcome(result: ActionResult<unknown>) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}
