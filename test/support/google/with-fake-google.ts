import { startFakeGoogle, type FakeGoogle } from './fake-google-server';

/**
 * One fake Google server for the jest file or describe block that calls this: started before its
 * tests, emptied before each test, closed after the last. `receive` gets the server once it listens.
 */
export function withFakeGoogle(receive: (server: FakeGoogle) => void): void {
  let server: FakeGoogle | undefined;
  beforeAll(async () => {
    server = await startFakeGoogle();
    receive(server);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => server?.reset());
}
