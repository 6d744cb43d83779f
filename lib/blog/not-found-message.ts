/** The words of the blog's 404 for an article address, on the server's page and in the browser alike. */
export function articleNotFoundMessage(slug: string): string {
  return `Article with slug "${slug}" not found`;
}
