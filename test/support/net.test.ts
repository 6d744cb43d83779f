import { createServer } from 'node:http';
import { closeNow, flagValue, listen } from './net';

describe('flagValue: how the stand-in servers read their ports when Playwright starts them', () => {
  const argv = ['node', 'server.ts', '--port', '4303', '--sheet-id', 'e2e-sheet'];
  it.each([
    ['--port', 3103, 4303],
    ['--control-port', 3104, 3104],
  ])('%s with fallback %d gives %d', (name, fallback, expected) => {
    expect(flagValue(argv, name, fallback)).toBe(expected);
  });
  it('gives the text, or undefined when the flag is absent and there is no fallback', () => {
    expect(flagValue(argv, '--sheet-id')).toBe('e2e-sheet');
    expect(flagValue(argv, '--control-port')).toBeUndefined();
  });
});

describe('listen and closeNow', () => {
  it('takes a free port, refuses a taken one, and frees it at once even with a kept-alive client', async () => {
    const first = createServer((request, response) => response.end('ok'));
    const port = await listen(first);
    expect(port).toBeGreaterThan(0);
    await expect(listen(createServer(), port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    await fetch(`http://127.0.0.1:${port}/`, { keepalive: true }).then((response) => response.text());
    await closeNow(first);
    const again = createServer();
    expect(await listen(again, port)).toBe(port);
    await closeNow(again);
  });
});
