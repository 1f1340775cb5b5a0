// An action's outcome as a toast (bottom-centre, 5 s, the root Toaster): its message, as a success or an error.
import { toast } from '@/components/ui/toast';

export function showOutcome(result: { ok: boolean; message: string }) {
  if (result.ok) toast.success(result.message);
  else toast.error(result.message);
}
