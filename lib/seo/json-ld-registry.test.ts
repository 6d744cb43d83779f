import { JSON_LD_REGISTRY_LIMIT, registeredJsonLd, registerJsonLd } from './json-ld-registry';

describe('the JSON-LD registry', () => {
  it('hands a block registered by its key to the render that reads it', () => {
    registerJsonLd('business', '{"@type":"HomeAndConstructionBusiness"}');
    expect(registeredJsonLd('business')).toBe('{"@type":"HomeAndConstructionBusiness"}');
    expect(registeredJsonLd('never-registered')).toBeUndefined();
  });

  it('keeps only the most recent blocks, counting a block registered again as recent', () => {
    registerJsonLd('kept', '{"@type":"WebSite"}');
    for (let index = 0; index < JSON_LD_REGISTRY_LIMIT - 1; index += 1) registerJsonLd(`page-${index}`, `{"n":${index}}`);
    // Registered again before the oldest entries are dropped: it moves to the end.
    registerJsonLd('kept', '{"@type":"WebSite"}');
    registerJsonLd('one-more', '{}');
    registerJsonLd('and-another', '{}');
    expect(registeredJsonLd('kept')).toBe('{"@type":"WebSite"}');
    expect(registeredJsonLd('page-0')).toBeUndefined();
    expect(registeredJsonLd('page-1')).toBeUndefined();
    expect(registeredJsonLd(`page-${JSON_LD_REGISTRY_LIMIT - 2}`)).toBe(`{"n":${JSON_LD_REGISTRY_LIMIT - 2}}`);
  });
});
