/** Types of bench/generate-articles.mjs, for the TypeScript benchmarks (bench:search). */
export declare function syntheticArticle(index: number): { entry: Record<string, unknown> & { slug: string }; html: string };
export declare function generateArticles(count: number, dir: string): Promise<{ dir: string; count: number }>;
