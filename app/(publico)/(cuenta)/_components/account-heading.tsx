// The title and help line above each account form (sign-in, registration, the password pages); `id` names the
// page's section (aria-labelledby).
export function AccountHeading({ id, title, help }: { id: string; title: string; help?: string }) {
  return (
    <div className="text-center">
      <h1 id={id} className="text-xl font-semibold text-fg">
        {title}
      </h1>
      {help && <p className="mt-1 text-sm text-fg-muted">{help}</p>}
    </div>
  );
}
