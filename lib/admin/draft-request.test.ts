import { NextRequest } from 'next/server';
import { isDraftPreviewRequest } from './draft-request';

describe('draft preview requests', () => {
  it('is a preview when the request carries the draft-mode cookie Next sets', () => {
    expect(isDraftPreviewRequest(new NextRequest('https://tidewater.example/blog/new-draft', { headers: { cookie: '__prerender_bypass=abc123' } }))).toBe(true);
  });

  it('is not a preview for a reader without it', () => {
    expect(isDraftPreviewRequest(new NextRequest('https://tidewater.example/blog/new-draft', { headers: { cookie: 'other=1' } }))).toBe(false);
  });
});
