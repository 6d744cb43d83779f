import { registeredScriptText, registerScriptText, SCRIPT_REGISTRY_LIMIT } from './server-scripts';

describe('the registry of server-written scripts', () => {
  it('hands a text registered under its key to the render that reads it, under the same key every time', () => {
    const key = registerScriptText('{"@type":"HomeAndConstructionBusiness"}');
    expect(registeredScriptText(key)).toBe('{"@type":"HomeAndConstructionBusiness"}');
    expect(registerScriptText('{"@type":"HomeAndConstructionBusiness"}')).toBe(key);
    expect(registerScriptText('{"@type":"WebSite"}')).not.toBe(key);
    expect(registeredScriptText('never-registered')).toBeUndefined();
  });

  it('keeps only the most recent texts, counting a text registered again as recent', () => {
    const kept = registerScriptText('{"@type":"WebSite","kept":true}');
    const pages = Array.from({ length: SCRIPT_REGISTRY_LIMIT - 1 }, (_, index) => registerScriptText(`{"n":${index}}`));
    // Registered again before the oldest entries are dropped: it moves to the end.
    registerScriptText('{"@type":"WebSite","kept":true}');
    registerScriptText('{"one":"more"}');
    registerScriptText('{"and":"another"}');
    expect(registeredScriptText(kept)).toBe('{"@type":"WebSite","kept":true}');
    expect(registeredScriptText(String(pages[0]))).toBeUndefined();
    expect(registeredScriptText(String(pages[1]))).toBeUndefined();
    expect(registeredScriptText(pages.at(-1) ?? '')).toBe(`{"n":${SCRIPT_REGISTRY_LIMIT - 2}}`);
  });
});
