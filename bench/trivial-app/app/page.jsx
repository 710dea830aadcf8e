export const dynamic = 'force-dynamic';
export default function Page() {
  return (
    <main id="main">
      <h1>Bench baseline</h1>
      <p>A trivial dynamic page, rendered on each request without data.</p>
    </main>
  );
}
