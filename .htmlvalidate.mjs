/**
 * html-validate rules for the prerendered pages (scripts/check-html.mjs). The full recommended preset,
 * with only the rules that flag how React and Next.js serialise HTML by design switched off or
 * relaxed; every one of these outputs is valid HTML.
 */
const config = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes void elements self-closed (<meta/>, <img/>): valid HTML syntax we cannot change.
    'void-style': 'off',
    // React writes boolean attributes with an empty value (async="", hidden=""): valid HTML.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React keeps the camelCase prop name (charSet, fetchPriority, dateTime, noModule); HTML attribute names are case-insensitive.
    'attr-case': 'off',
    // React's useId ids start with "_R_"; HTML allows any id without whitespace, which relaxed mode still checks.
    'valid-id': ['error', { relaxed: true }],
    // Data-driven styles are set inline by design: next/image's fill and colour, the hero's fade, the issue
    // frequency bar widths and each service's accent colour (the CSP allows inline styles).
    'no-inline-style': 'off',
    // A list named with aria-label (social networks, an article's tags, zip codes) is allowed by ARIA for role=list.
    'aria-label-misuse': ['error', { allowAnyNamable: true }],
    // Phone links must not wrap; the whitespace-nowrap utility class does that without changing the digits' text.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
};

export default config;
