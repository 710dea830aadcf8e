// The embedded database (PGlite) is PostgreSQL compiled to WebAssembly. By default V8 runs each
// WebAssembly function in its baseline compiler first and optimizes it only once it is hot, so
// after every start each query path (a text index, the trigrams, a sort) runs slowly until it
// has run many times. Optimizing the whole module at once, in V8's background threads, costs
// about 2 s of CPU at start (same memory) and took the autocomplete's p95 over HTTP at 100 000
// items from 29 to 25 ms, p99 61 to 49 ms (medians of 5 and 7 starts; docs/decisions.md). It
// must be set before PGlite compiles its module: this file is the server's first import.
import v8 from 'node:v8';

v8.setFlagsFromString('--no-wasm-dynamic-tiering');
