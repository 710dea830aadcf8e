import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LIST_SEARCH_MAX_LENGTH } from '@/lib/domain/catalogue/list-search';

/** A GET search of a list (`?search=`), no JavaScript needed; submitting it starts from the first page. */
export function ListSearchForm({
  action,
  search,
  labels,
}: {
  action: string;
  search: string;
  labels: { label: string; placeholder: string; submit: string };
}) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={labels.label}
      // A set width from md up: a percentage one filled the header's controls row by itself and
      // pushed the sort form onto a second line, the pair floating mid-page (issue 24 walk).
      className="flex w-full max-w-md items-end gap-2 md:w-80"
    >
      <Field id="list-search" variant="compact" label={labels.label} className="flex-1">
        {(control) => (
          <Input
            {...control}
            variant="compact"
            type="search"
            name="search"
            defaultValue={search}
            maxLength={LIST_SEARCH_MAX_LENGTH}
            placeholder={labels.placeholder}
            className="w-full"
          />
        )}
      </Field>
      <Button type="submit" variant="contrast" size="sm">
        {labels.submit}
      </Button>
    </form>
  );
}
