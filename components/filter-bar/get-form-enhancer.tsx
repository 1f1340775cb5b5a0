'use client';
// Enhances a server-rendered `<form method="get">`: on submit, empty fields are dropped from the URL and the
// page changes by client navigation (no full reload). While the navigation runs the form is aria-busy, which
// its submit button shows as a spinner (CSS). The filters' panel closes as they are applied, so the results
// show. Renders nothing; without JavaScript the form submits as usual.
import { useRouter } from 'next/navigation';
import { useEffect, useTransition } from 'react';

export function GetFormEnhancer({ formId }: { formId: string }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const params = new URLSearchParams();
      for (const [key, value] of new FormData(form)) {
        // append: a multiple choice (checkboxes) repeats its name.
        if (typeof value === 'string' && value.trim() !== '') params.append(key, value.trim());
      }
      const query = params.toString();
      const action = new URL(form.action, window.location.href).pathname;
      form.closest('details')?.removeAttribute('open');
      startTransition(() => router.push(query ? `${action}?${query}` : action, { scroll: false }));
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [formId, router]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (pending) form?.setAttribute('aria-busy', 'true');
    else form?.removeAttribute('aria-busy');
  }, [formId, pending]);

  return null;
}
