// The order number search of the public lookups: a plain GET form (works without JavaScript), the number in the URL.
import { Search } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function OrderSearchForm({ action, value, labels, error }: { action: string; value: string; labels: { order: string; search: string }; error?: string }) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-2 print:hidden">
      <div className="min-w-0 grow">
        <Label htmlFor="order">{labels.order}</Label>
        <Input
          id="order"
          name="order"
          defaultValue={value}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          invalid={Boolean(error)}
          aria-describedby={error ? 'order-error' : undefined}
        />
      </div>
      <Button type="submit">
        <Icon icon={Search} />
        {labels.search}
      </Button>
      {error && (
        <p id="order-error" role="alert" className="w-full text-sm text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
