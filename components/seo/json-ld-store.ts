// Structured data handed from a server component to the HTML renderer without the flight data.
// A `<script>` that React renders is in a page twice: in the HTML, and again in the flight data
// React hydrates from (as a text row, its quotes escaped again inside `self.__next_f.push`): the
// demo home's Store + ItemList cost 5.5 KB in the HTML and 11.4 KB more as flight data (issue 23).
// `HtmlJsonLd` keeps the JSON here by a hash of it and renders only `JsonLdInsert` with that hash;
// when Next renders the page's HTML (in the same process, right after the server components ran)
// that island puts the script into the HTML with `useServerInsertedHTML`. In the browser the store
// is empty and the island draws nothing.

const STORE = Symbol.for('tienda.json-ld');
/** Distinct scripts kept (~5 KB each at most): more than the pages being rendered at one time. */
const LIMIT = 256;

type Store = Map<string, string>;

function store(): Store {
  const scope = globalThis as typeof globalThis & { [STORE]?: Store };
  return (scope[STORE] ??= new Map());
}

/** Keeps `html` (the escaped JSON) under `id`; the oldest entry goes past LIMIT. */
export function keepJsonLd(id: string, html: string): void {
  const kept = store();
  kept.delete(id);
  kept.set(id, html);
  if (kept.size > LIMIT) kept.delete(kept.keys().next().value!);
}

/** The JSON kept under `id`, if any (never in the browser). */
export function keptJsonLd(id: string): string | undefined {
  return store().get(id);
}
