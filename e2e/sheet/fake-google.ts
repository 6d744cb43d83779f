import { runFakeGoogleCli } from '../../tests/fake-google-server';

/**
 * The fake Google server of the 'sheet' project: the one implementation in tests/fake-google-server.ts,
 * started with its control server so that a test can change the sheet while the site is running.
 *
 *   tsx e2e/sheet/fake-google.ts --port 3214 --control-port 3215 --sheet-id e2e-sheet
 *
 * The control routes (PUT /sheet, PUT /document/ID, POST /throttle, GET /requests, POST /reset) are
 * described at startControlServer.
 */
void runFakeGoogleCli(process.argv.slice(2), { port: 3214, sheetId: 'e2e-sheet' });
