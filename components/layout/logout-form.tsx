'use client';
// The user menu's logout: a form posted to logoutAction, so it logs out before and without JavaScript. With it, a
// request that fails (the connection drops, a deploy) says so under the button instead of doing nothing.
import { MaskIcon } from '@/components/ui/mask-icon';
import { useActionStateSafely } from '@/lib/actions/call-action';
import { logoutAction } from '@/lib/auth/actions';
import { Button } from '../ui/button';

export interface LogoutFormLabels {
  logout: string;
  /** The message of a request that failed (errors.unexpected). */
  failed: string;
}

export function LogoutForm({ labels }: { labels: LogoutFormLabels }) {
  const [state, formAction, pending] = useActionStateSafely<{ message?: string }>(logoutAction, {}, () => ({ message: labels.failed }));
  return (
    <form action={formAction} className="border-t border-line pt-2" aria-busy={pending}>
      {state.message && (
        <p role="alert" className="mb-2 px-2 text-sm font-medium text-danger">
          {state.message}
        </p>
      )}
      <Button type="submit" variant="ghost" size="sm" className="w-full justify-start" pending={pending}>
        <MaskIcon name="icon-mask-log-out" />
        {labels.logout}
      </Button>
    </form>
  );
}
