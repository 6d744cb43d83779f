/**
 * A real SMTP server on 127.0.0.1 (the smtp-server package, as mail services speak it: EHLO, MAIL,
 * RCPT, DATA) that parses each message with mailparser and keeps it for the tests to read. It can be
 * taken down and brought back to stand in for an SMTP outage. Used by the unit fault tests in-process,
 * and by Playwright as a process with an HTTP control port:
 *   tsx test/support/receivers/smtp-receiver.ts --port 3121 --control-port 3122
 *   GET /received lists messages; POST /control/reset forgets them; POST /control/down, /control/up.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { flagValue, listen, LOOPBACK, sendJson } from '../net';

export type ReceivedMail = {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  messageId: string;
  leadId: string;
  headers: Record<string, string>;
};

export type SmtpReceiver = {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Stops listening (connections are refused) until up() is called. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
};

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'text' in value) return String((value as { text: unknown }).text);
  return value === undefined ? '' : JSON.stringify(value);
}

export async function startSmtpReceiver({ port = 0 }: { port?: number } = {}): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  let boundPort = port;

  function create(): SMTPServer {
    return new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      size: 1024 * 1024,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            const headers: Record<string, string> = {};
            for (const [key, value] of mail.headers) headers[key] = headerText(value);
            mails.push({
              from: mail.from?.text ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              replyTo: mail.replyTo?.text ?? '',
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              messageId: mail.messageId ?? '',
              leadId: headers['x-lead-id'] ?? '',
              headers,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
  }

  let server: SMTPServer | undefined;
  async function up() {
    if (server) return;
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (next.server.address() as AddressInfo).port;
    server = next;
  }
  async function down() {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  }

  await up();
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    get port() {
      return boundPort;
    },
    mails,
    down,
    up,
    close: down,
  };
}

// Run as a program (Playwright's web server): SMTP plus the HTTP control port.
if (require.main === module) {
  const argv = process.argv;
  void startSmtpReceiver({ port: flagValue(argv, '--port', 3121) }).then(async (receiver) => {
    const control = createServer((request, response) => {
      const json = (value: unknown) => sendJson(response, 200, value);
      const path = new URL(request.url ?? '/', `http://${LOOPBACK}`).pathname;
      if (request.method === 'GET' && path === '/') return json({ ok: true });
      if (request.method === 'GET' && path === '/received') return json(receiver.mails);
      if (request.method === 'POST' && path === '/control/reset') return json((receiver.mails.length = 0));
      if (request.method === 'POST' && path === '/control/down') return void receiver.down().then(() => json({ ok: true }));
      if (request.method === 'POST' && path === '/control/up') return void receiver.up().then(() => json({ ok: true }));
      response.writeHead(404).end();
    });
    const controlPort = await listen(control, flagValue(argv, '--control-port', 3122));
    console.log(`SMTP receiver on ${receiver.url}, control on http://${LOOPBACK}:${controlPort}`);
  });
}
