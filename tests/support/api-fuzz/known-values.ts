/** How many values a name keeps (the newest win): enough variety, no unbounded growth. */
const KEPT_PER_NAME = 24;

/** Field names whose values are worth sending back: ids, slugs, tokens and keys. */
const HARVESTED = /(^|_)(id|slug|token|key|code)$/;

/**
 * Good values by field name (`slug`, `product_id`, `id`): the rows a fuzz run set up, and the ids
 * its answers handed back (a created checkout's `id`, an order's `payment_token`). Requests built
 * later draw from them, so the fuzz reaches past "not found" into the routes' own rules; a name
 * with nothing known draws from every value.
 */
export class KnownValues {
  private readonly byName = new Map<string, string[]>();
  private readonly every: string[] = [];

  add(name: string, value: string): void {
    const list = this.byName.get(name) ?? [];
    if (list.includes(value)) return;
    list.push(value);
    if (list.length > KEPT_PER_NAME) list.shift();
    this.byName.set(name, list);
    this.every.push(value);
    if (this.every.length > KEPT_PER_NAME * 8) this.every.shift();
  }

  /** The live list for a name (it keeps growing while the run goes on). */
  of(name: string): readonly string[] {
    return this.byName.get(name) ?? this.every;
  }

  /** Takes the ids, slugs and tokens out of an answer's JSON body, at any depth. */
  harvest(body: unknown): void {
    const pending: unknown[] = [body];
    for (let seen = 0; pending.length > 0 && seen < 2_000; seen++) {
      const value = pending.pop();
      if (Array.isArray(value)) pending.push(...value.slice(0, 50));
      else if (value !== null && typeof value === 'object') {
        for (const [key, item] of Object.entries(value)) {
          if (
            typeof item === 'string' &&
            HARVESTED.test(key) &&
            item.length > 0 &&
            item.length <= 100
          ) {
            this.add(key, item);
          } else pending.push(item);
        }
      }
    }
  }
}
