// Trivial pages for the build-scaling reference: BARE_PAGES of them, prerendered at build time.
export const dynamicParams = false;

export function generateStaticParams() {
  const count = Math.max(1, Number(process.env.BARE_PAGES) || 1);
  return Array.from({ length: count }, (_, index) => ({ n: String(index + 1) }));
}

export default async function TrivialPage({ params }: { params: Promise<{ n: string }> }) {
  const { n } = await params;
  return (
    <main>
      <h1>Trivial page {n}</h1>
      <p>One of the generated pages whose build cost the benchmark compares with an article&apos;s.</p>
    </main>
  );
}
