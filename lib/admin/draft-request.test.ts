import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { NextRequest } from 'next/server';
import { buildPreviewModeId, isDraftPreviewRequest } from './draft-request';

const ID = '0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const request = (cookie: string) => new NextRequest('https://tidewater.example/blog/new-draft', { headers: { cookie } });

describe('draft preview requests', () => {
  it('is a preview when the draft-mode cookie carries this build\'s preview-mode id', () => {
    expect(isDraftPreviewRequest(request(`__prerender_bypass=${ID}`), ID)).toBe(true);
  });

  it('is not a preview for a forged cookie value, a reader without it, or a server that cannot read its build id', () => {
    expect(isDraftPreviewRequest(request('__prerender_bypass=abc123'), ID)).toBe(false);
    expect(isDraftPreviewRequest(request(`__prerender_bypass=${ID.replace('0', '1')}`), ID)).toBe(false);
    expect(isDraftPreviewRequest(request('other=1'), ID)).toBe(false);
    expect(isDraftPreviewRequest(request(`__prerender_bypass=${ID}`), null)).toBe(false);
  });

  it('reads the id from the build folder', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'preview-id-'));
    writeFileSync(path.join(dir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: ID } }));
    expect(buildPreviewModeId(dir)).toBe(ID);
  });
});
