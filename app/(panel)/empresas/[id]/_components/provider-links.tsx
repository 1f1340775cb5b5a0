'use client';
// The providers an enterprise works with: each one with a remove button (asks first), and the businesses found by
// the search with a button that links them. The page re-reads the tenant after each change.
import { useTransition } from 'react';
import { ConfirmActionButton } from '@/components/confirm-action-button';
import { Button } from '@/components/ui/button';
import { showOutcome } from '@/components/ui/show-outcome';
import { callAction } from '@/lib/actions/call-action';
import { linkProviderAction } from '@/lib/tenants/actions/link-provider-action';
import { unlinkProviderAction } from '@/lib/tenants/actions/unlink-provider-action';

interface Provider {
  id: number;
  name: string;
}

export interface ProviderLinksLabels {
  none: string;
  /** "{name}" is replaced by the provider's name. */
  remove: string;
  removeTitle: string;
  removeDescription: string;
  link: string;
  cancel: string;
  failed: string;
}

const named = (text: string, name: string) => text.replace('{name}', name);

export function LinkedProviders({ tenantId, providers, labels }: { tenantId: number; providers: Provider[]; labels: ProviderLinksLabels }) {
  if (providers.length === 0) return <p className="text-sm text-fg-muted">{labels.none}</p>;
  return (
    <ul className="divide-y divide-line rounded-md border border-line">
      {providers.map((provider) => (
        <li key={provider.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <span className="min-w-0 font-medium break-words text-fg">{provider.name}</span>
          <ConfirmActionButton
            labels={{
              label: named(labels.remove, provider.name),
              confirmTitle: named(labels.removeTitle, provider.name),
              confirmDescription: labels.removeDescription,
              cancel: labels.cancel,
              failed: labels.failed,
            }}
            run={() => unlinkProviderAction(tenantId, provider.id)}
          />
        </li>
      ))}
    </ul>
  );
}

export function ProviderCandidates({ tenantId, candidates, labels }: { tenantId: number; candidates: Provider[]; labels: ProviderLinksLabels }) {
  const [pending, startTransition] = useTransition();
  return (
    <ul className="divide-y divide-line rounded-md border border-line">
      {candidates.map((candidate) => (
        <li key={candidate.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <span className="min-w-0 break-words text-fg">{candidate.name}</span>
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() =>
              startTransition(async () => {
                showOutcome(await callAction(() => linkProviderAction(tenantId, candidate.id), labels.failed));
              })
            }
          >
            {named(labels.link, candidate.name)}
          </Button>
        </li>
      ))}
    </ul>
  );
}
