/**
 * The properties Google's structured-data documentation asks for, per JSON-LD type, and a pure checker
 * for them (used by e2e/quality/structured-data.spec.ts on every page of the running site).
 *
 * Sources (Google Search Central, "Structured data" guides):
 * - Local business: https://developers.google.com/search/docs/appearance/structured-data/local-business
 *   required name and address; recommended telephone, url (we hold our own markup to url too, and to
 *   the address locality and region, since we have no street address to publish).
 * - Organization: https://developers.google.com/search/docs/appearance/structured-data/organization
 *   no required properties; name and url recommended: we require them for a top-level Organization.
 * - Breadcrumb: https://developers.google.com/search/docs/appearance/structured-data/breadcrumb
 *   itemListElement of ListItem with position, name and item (item optional on the last one).
 * - FAQ: https://developers.google.com/search/docs/appearance/structured-data/faqpage
 *   mainEntity Questions with name and acceptedAnswer.text.
 * - Article: https://developers.google.com/search/docs/appearance/structured-data/article
 *   Google lists only recommended properties; we require headline, image, datePublished and
 *   author.name (what the article rich result shows) and recommend author.url and dateModified.
 * - Site names: https://developers.google.com/search/docs/appearance/site-names  (WebSite: name, url).
 * - Service is not a Google rich-result type; schema.org's essentials, name and provider, are required.
 * - WebPage is not a rich-result type either; we hold it to name and url, and recommend description.
 */

export type PropertyKind = 'text' | 'url' | 'date' | 'integer' | 'object' | 'any';
export type PropertyRule = { path: string; kind: PropertyKind };
export type TypeRequirements = { required: readonly PropertyRule[]; recommended: readonly PropertyRule[] };

const BUSINESS: TypeRequirements = {
  required: [
    { path: 'name', kind: 'text' },
    { path: 'address', kind: 'object' },
    { path: 'address.addressLocality', kind: 'text' },
    { path: 'address.addressRegion', kind: 'text' },
    { path: 'url', kind: 'url' },
  ],
  recommended: [{ path: 'telephone', kind: 'text' }],
};

const ARTICLE: TypeRequirements = {
  required: [
    { path: 'headline', kind: 'text' },
    { path: 'image', kind: 'url' },
    { path: 'datePublished', kind: 'date' },
    { path: 'author', kind: 'object' },
    { path: 'author.name', kind: 'text' },
  ],
  recommended: [
    { path: 'author.url', kind: 'url' },
    { path: 'dateModified', kind: 'date' },
  ],
};

/** Top-level @type -> what it must carry. Types not listed here fail the check, so none slips through unchecked. */
export const RICH_RESULT_REQUIREMENTS: Readonly<Record<string, TypeRequirements>> = {
  LocalBusiness: BUSINESS,
  HomeAndConstructionBusiness: BUSINESS,
  GeneralContractor: BUSINESS,
  Organization: {
    required: [
      { path: 'name', kind: 'text' },
      { path: 'url', kind: 'url' },
    ],
    recommended: [{ path: 'logo', kind: 'url' }],
  },
  BreadcrumbList: {
    required: [
      { path: 'itemListElement', kind: 'object' },
      { path: 'itemListElement.position', kind: 'integer' },
      { path: 'itemListElement.name', kind: 'text' },
    ],
    recommended: [],
  },
  FAQPage: {
    required: [
      { path: 'mainEntity', kind: 'object' },
      { path: 'mainEntity.name', kind: 'text' },
      { path: 'mainEntity.acceptedAnswer', kind: 'object' },
      { path: 'mainEntity.acceptedAnswer.text', kind: 'text' },
    ],
    recommended: [],
  },
  Article: ARTICLE,
  BlogPosting: ARTICLE,
  NewsArticle: ARTICLE,
  Service: {
    required: [
      { path: 'name', kind: 'text' },
      { path: 'provider', kind: 'object' },
      { path: 'provider.name', kind: 'text' },
    ],
    recommended: [
      { path: 'areaServed', kind: 'any' },
      { path: 'url', kind: 'url' },
    ],
  },
  WebPage: {
    required: [
      { path: 'name', kind: 'text' },
      { path: 'url', kind: 'url' },
    ],
    recommended: [{ path: 'description', kind: 'text' }],
  },
  WebSite: {
    required: [
      { path: 'name', kind: 'text' },
      { path: 'url', kind: 'url' },
    ],
    recommended: [],
  },
};

export type NodeReport = { type: string; errors: string[]; warnings: string[] };

const W3C_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function matchesKind(value: unknown, kind: PropertyKind): boolean {
  switch (kind) {
    case 'text':
      return typeof value === 'string' && value.trim().length > 0;
    case 'url': {
      // An ImageObject or an entity reference carries its URL in url or @id.
      const url = isRecord(value) ? (value.url ?? value['@id']) : value;
      return typeof url === 'string' && /^https?:\/\/[^\s/]+/.test(url);
    }
    case 'date':
      return typeof value === 'string' && W3C_DATE.test(value) && !Number.isNaN(Date.parse(value));
    case 'integer':
      return Number.isInteger(value) || (typeof value === 'string' && /^\d+$/.test(value));
    case 'object':
      return isRecord(value);
    case 'any':
      return value !== undefined && value !== null && value !== '';
  }
}

/**
 * Values at a dotted path; arrays are walked at every step, so 'author.name' yields one value per
 * author. A missing step yields undefined for that branch, so a missing property is reported.
 */
function valuesAt(node: unknown, path: readonly string[]): unknown[] {
  if (Array.isArray(node)) {
    return node.length === 0 ? [undefined] : node.flatMap((item) => valuesAt(item, path));
  }
  const [head, ...rest] = path;
  if (head === undefined) return [node];
  if (!isRecord(node)) return [undefined];
  return valuesAt(node[head], rest);
}

function typesOf(node: Record<string, unknown>): string[] {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((item): item is string => typeof item === 'string');
  return [];
}

function checkRules(node: Record<string, unknown>, rules: readonly PropertyRule[]): string[] {
  const problems: string[] = [];
  for (const rule of rules) {
    const values = valuesAt(node, rule.path.split('.'));
    const bad = values.filter((value) => !matchesKind(value, rule.kind));
    if (bad.length === 0) continue;
    const what = bad.every((value) => value === undefined) ? 'missing' : `not a valid ${rule.kind}`;
    problems.push(`${rule.path}: ${what}${values.length > 1 ? ` (${bad.length} of ${values.length})` : ''}`);
  }
  return problems;
}

function checkBreadcrumbItems(node: Record<string, unknown>): string[] {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) return ['itemListElement: must be a non-empty list'];
  const problems: string[] = [];
  items.forEach((item, index) => {
    if (!isRecord(item)) return;
    if (Number(item.position) !== index + 1) problems.push(`itemListElement[${index}].position: expected ${index + 1}`);
    const last = index === items.length - 1;
    if (!last || item.item !== undefined) {
      if (!matchesKind(item.item, 'url')) problems.push(`itemListElement[${index}].item: ${item.item === undefined ? 'missing' : 'not an absolute URL'}`);
    }
  });
  return problems;
}

function checkNode(node: Record<string, unknown>): NodeReport {
  const types = typesOf(node);
  const type = types.join(',') || '(none)';
  const known = types.map((name) => RICH_RESULT_REQUIREMENTS[name]).filter((entry): entry is TypeRequirements => entry !== undefined);
  if (known.length === 0) return { type, errors: [`@type ${type} has no entry in RICH_RESULT_REQUIREMENTS`], warnings: [] };
  const errors = known.flatMap((entry) => checkRules(node, entry.required));
  const warnings = known.flatMap((entry) => checkRules(node, entry.recommended));
  if (types.includes('BreadcrumbList')) errors.push(...checkBreadcrumbItems(node));
  if (types.includes('FAQPage') && (!Array.isArray(node.mainEntity) || node.mainEntity.length === 0)) errors.push('mainEntity: must be a non-empty list of Question');
  return { type, errors: [...new Set(errors)], warnings: [...new Set(warnings)] };
}

/**
 * Checks the text of one <script type="application/ld+json"> block: it must parse, use the schema.org
 * context and, for every top-level node (an array or @graph counts as several), carry its type's
 * required properties. Recommended ones missing are warnings.
 */
export function checkJsonLdBlock(text: string): NodeReport[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [{ type: '(unparsed)', errors: [`JSON does not parse: ${(error as Error).message}`], warnings: [] }];
  }
  const roots = Array.isArray(data) ? data : [data];
  const reports: NodeReport[] = [];
  for (const root of roots) {
    if (!isRecord(root)) {
      reports.push({ type: '(not an object)', errors: ['a JSON-LD block must hold objects'], warnings: [] });
      continue;
    }
    const context = root['@context'];
    const contextOk = typeof context === 'string' && /^https?:\/\/schema\.org\/?$/.test(context);
    const nodes = Array.isArray(root['@graph']) ? root['@graph'].filter(isRecord) : [root];
    for (const node of nodes) {
      const report = checkNode(node);
      if (!contextOk) report.errors.unshift('@context: must be https://schema.org');
      reports.push(report);
    }
  }
  return reports;
}
