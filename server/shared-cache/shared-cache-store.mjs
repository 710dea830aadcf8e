import v8 from 'node:v8';

import { createClient, RESP_TYPES } from 'redis';
import { z } from 'zod';

import { LocalEntries } from './local-entries.mjs';
import { isSearchViewKey, SEARCH_VIEW_TTL_SECONDS } from './search-views.mjs';
import { isOutdated, mergeTagRecord, tagRecords, tagRecordSchema } from './tag-expirations.mjs';

/** Next's header listing a cached page's tags (NEXT_CACHE_TAGS_HEADER). */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';
/** Entries leave Redis a day after their last write: a page nobody asks for is rendered again. */
const ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** Tag records outlive every entry they could concern, so no entry outlives its tag's expiry. */
const TAG_TTL_SECONDS = 2 * ENTRY_TTL_SECONDS;
/** A command slower than this counts as a miss: a stalled Redis must not stall the pages. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the first requests after start wait for the first connection. */
const FIRST_CONNECTION_WAIT_MS = 1_000;

const envelopeSchema = z.object({
  lastModified: z.number(),
  value: z.unknown(),
  cacheControl: z.unknown().optional(),
  tags: z.array(z.string()),
});
const tagMessageSchema = z.object({ records: z.array(z.tuple([z.string(), tagRecordSchema])) });

function tagsOfValue(value, ctx) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  if (typeof header === 'string') return header.split(',').filter(Boolean);
  return ctx?.fetchCache && Array.isArray(ctx.tags) ? ctx.tags : [];
}

function tagsToCheck(envelope, ctx) {
  return [...new Set([...envelope.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])])];
}

/**
 * Next's incremental cache (ISR pages, route responses, `unstable_cache` reads) in Redis, shared
 * by every instance of one build, with a local layer in front, and tag expirations copied between
 * instances: an expiry is written to Redis and published; every instance merges it into Next's
 * own tag manifest, which Next checks on every read, and stops trusting local entries it outdates.
 *
 * Redis unreachable or slow: reads miss (Next renders afresh) and writes are dropped, logged once
 * per outage; the local layer is used only while the subscription is live, because a missed
 * expiry message would otherwise leave it serving outdated entries.
 */
export class SharedCacheStore {
  #keyPrefix;
  #entryPrefix;
  #tagsManifest;
  #local;
  #log;
  #connection;
  #client;
  #subscriber;
  #subscribed = false;
  #everSubscribed = false;
  #healthy = true;
  #firstConnection;
  #waitedForFirstConnection = false;

  /**
   * @param options.url REDIS_URL; options.keyPrefix REDIS_KEY_PREFIX; options.buildId the build's id
   *   (entries of another build hold other script names, so builds never share entries; tag
   *   expirations are about data and are shared by all builds); options.maxLocalBytes the local
   *   layer's size; options.tagsManifest Next's tag manifest (tests pass their own).
   */
  constructor({ url, keyPrefix, buildId, maxLocalBytes, tagsManifest, log = console }) {
    this.#keyPrefix = keyPrefix;
    this.#entryPrefix = `${keyPrefix}${buildId}:entry:`;
    this.#tagsManifest = tagsManifest;
    this.#local = new LocalEntries(maxLocalBytes);
    this.#log = log;
    const options = {
      url,
      // Fail at once while disconnected instead of queueing: a page must not wait for Redis.
      disableOfflineQueue: true,
      pingInterval: 5_000,
      socket: {
        connectTimeout: 2_000,
        reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
      },
    };
    this.#connection = createClient(options);
    // Every command with a timeout, and values as bytes (entries are v8-serialised).
    this.#client = this.#connection.withCommandOptions({
      timeout: COMMAND_TIMEOUT_MS,
      typeMapping: { [RESP_TYPES.BLOB_STRING]: Buffer },
    });
    this.#subscriber = createClient(options);
    this.#connection.on('error', (error) => this.#reportFailure(error));
    this.#connection.on('ready', () => this.#reportRecovery());
    this.#subscriber.on('error', (error) => {
      this.#setSubscribed(false);
      this.#reportFailure(error);
    });
    this.#subscriber.on('end', () => this.#setSubscribed(false));
    // After a reconnect node-redis subscribes again before it says ready; the first 'ready' comes
    // before the first subscription, which sets the flag itself.
    this.#subscriber.on('ready', () => {
      if (this.#everSubscribed) this.#setSubscribed(true);
    });
    const connected = Promise.all([
      this.#connection.connect(),
      this.#subscriber
        .connect()
        .then(() =>
          this.#subscriber.subscribe(this.#channel, (message) => this.#onMessage(message)),
        )
        .then(() => {
          this.#everSubscribed = true;
          this.#setSubscribed(true);
        }),
    ]).catch(() => {
      // Reported by the 'error' listeners; the clients keep reconnecting.
    });
    // The clients keep trying in the background; nothing waits for them longer than this.
    this.#firstConnection = Promise.race([
      connected,
      new Promise((resolve) => setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()),
    ]);
  }

  get #channel() {
    return `${this.#keyPrefix}tags`;
  }

  #tagKey(tag) {
    return `${this.#keyPrefix}tag:${tag}`;
  }

  /** Resolves once both connections are up, or after FIRST_CONNECTION_WAIT_MS without them. */
  whenConnected() {
    return this.#firstConnection;
  }

  async get(key, ctx) {
    if (!(await this.#isConnected())) return null;
    const trustLocal = this.#subscribed;
    if (trustLocal) {
      const local = this.#local.get(key);
      if (local && !isOutdated(this.#tagsManifest, tagsToCheck(local, ctx), local.lastModified))
        return toCacheData(local);
    }
    let raw;
    try {
      raw = await this.#client.get(this.#entryPrefix + key);
    } catch (error) {
      this.#reportFailure(error);
      return null;
    }
    if (!raw) return null;
    const envelope = decode(raw);
    if (!envelope) return null;
    // Expirations made while this instance was not listening are in Redis: merge them first.
    if (!(await this.#refreshTags(tagsToCheck(envelope, ctx)))) return null;
    if (trustLocal) this.#local.set(key, envelope, raw.length);
    return toCacheData(envelope);
  }

  async set(key, value, ctx) {
    const envelope = {
      lastModified: Date.now(),
      value,
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
      tags: tagsOfValue(value, ctx),
    };
    const raw = v8.serialize(envelope);
    if (this.#subscribed) this.#local.set(key, envelope, raw.length);
    if (!(await this.#isConnected())) return;
    try {
      // A search results page is one of unboundedly many (search-views.mjs): it leaves soon.
      const ttl = isSearchViewKey(key) ? SEARCH_VIEW_TTL_SECONDS : ENTRY_TTL_SECONDS;
      await this.#client.set(this.#entryPrefix + key, raw, { EX: ttl });
    } catch (error) {
      this.#reportFailure(error);
    }
  }

  /** `revalidateTag`: this instance sees it at once; the others through Redis within milliseconds. */
  async expireTags(tags, durations) {
    const records = tagRecords(tags, durations, Date.now());
    for (const [tag, record] of records) mergeTagRecord(this.#tagsManifest, tag, record);
    if (records.length === 0 || !(await this.#isConnected())) return;
    try {
      const transaction = this.#client.multi();
      for (const [tag, record] of records)
        transaction.set(this.#tagKey(tag), JSON.stringify(record), { EX: TAG_TTL_SECONDS });
      transaction.publish(this.#channel, JSON.stringify({ records }));
      await transaction.exec();
    } catch (error) {
      this.#reportFailure(error);
    }
  }

  async close() {
    await Promise.allSettled([this.#connection.close(), this.#subscriber.close()]);
  }

  async #isConnected() {
    if (this.#connection.isReady) return true;
    if (!this.#waitedForFirstConnection) {
      this.#waitedForFirstConnection = true;
      await this.#firstConnection;
    }
    return this.#connection.isReady;
  }

  /** Merges the stored records of `tags` into the manifest; false when Redis did not answer. */
  async #refreshTags(tags) {
    if (tags.length === 0) return true;
    let stored;
    try {
      stored = await this.#client.mGet(tags.map((tag) => this.#tagKey(tag)));
    } catch (error) {
      this.#reportFailure(error);
      return false;
    }
    stored.forEach((raw, index) => {
      const record = raw ? parseJson(tagRecordSchema, raw.toString()) : null;
      if (record) mergeTagRecord(this.#tagsManifest, tags[index], record);
    });
    return true;
  }

  #onMessage(message) {
    const parsed = parseJson(tagMessageSchema, message);
    if (!parsed) return;
    for (const [tag, record] of parsed.records) mergeTagRecord(this.#tagsManifest, tag, record);
  }

  #setSubscribed(subscribed) {
    // Messages may have been missed while not subscribed: forget what they could have outdated.
    if (!subscribed) this.#local.clear();
    this.#subscribed = subscribed;
  }

  #reportFailure(error) {
    if (!this.#healthy) return;
    this.#healthy = false;
    this.#log.warn(
      `[shared-cache] Redis failed (${error?.message ?? error}): pages and reads are rendered afresh until it answers again`,
    );
  }

  #reportRecovery() {
    if (this.#healthy) return;
    this.#healthy = true;
    this.#log.info('[shared-cache] Redis answers again: the shared cache is back');
  }
}

function toCacheData(envelope) {
  return {
    lastModified: envelope.lastModified,
    value: envelope.value,
    ...(envelope.cacheControl ? { cacheControl: envelope.cacheControl } : {}),
  };
}

function decode(raw) {
  try {
    const parsed = envelopeSchema.safeParse(v8.deserialize(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not an entry this code wrote (another version's format): a miss, replaced by the next write.
    return null;
  }
}

function parseJson(schema, text) {
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
