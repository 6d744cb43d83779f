export default function Page() {
  return (
    <main>
      <h1>Bare Next.js reference</h1>
      <p>A heading and a paragraph, built with the same Next.js and React versions as the site.</p>
    </main>
  );
}
