import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

// The baseline of `npm run bench`: a dynamic page with no data, rendered on every request.
// Only a server started with BENCH_PAGES=1 serves it; everywhere else it is a 404.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Bench baseline',
  description: 'A trivial dynamic page the benchmark compares the storefront with.',
};

export default function TrivialBenchPage() {
  if (process.env.BENCH_PAGES !== '1') notFound();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">Bench baseline</h1>
      <p className="mt-3 text-gray-700">
        A trivial dynamic page, rendered on each request without data.
      </p>
    </main>
  );
}
