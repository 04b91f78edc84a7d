import net from 'node:net';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { useTestApp, testDatabase } from '../../testing/test-app';
import { createOutboxMailer } from './outbox-mailer';

useTestApp();

const silentLog = { warn: () => undefined } as never;
const message = {
  to: 'smtp@example.test',
  subject: 'Hi',
  html: '<p>Hi</p>',
  text: 'Hi',
  kind: 'verification',
};

/** Just enough of an SMTP server to accept one message and remember its DATA. */
function fakeSmtpServer() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT|RSET|NOOP)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: string[]; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ port, received, close: () => server.close() });
    });
  });
}

describe('createOutboxMailer', () => {
  it('keeps the message in the outbox only when no SMTP_URL is set', async () => {
    const { db } = testDatabase();
    await createOutboxMailer({ db, smtpUrl: undefined, from: 'a@b.test', log: silentLog }).send(
      message,
    );
    const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, message.to));
    expect(rows.map((r) => r.deliveryStatus)).toEqual(['stored']);
  });

  it('also delivers through SMTP and marks the message sent', async () => {
    const { db } = testDatabase();
    const smtp = await fakeSmtpServer();
    try {
      const mailer = createOutboxMailer({
        db,
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        from: 'a@b.test',
        log: silentLog,
      });
      await mailer.send(message);
    } finally {
      smtp.close();
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Hi');
    const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, message.to));
    expect(rows.map((r) => r.deliveryStatus)).toEqual(['sent']);
  });

  it('keeps the message and marks it failed when the SMTP server cannot be reached', async () => {
    const { db } = testDatabase();
    const mailer = createOutboxMailer({
      db,
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'a@b.test',
      log: silentLog,
    });
    await expect(mailer.send(message)).resolves.toBeUndefined();
    const rows = await db.select().from(outboxEmails).where(eq(outboxEmails.to, message.to));
    expect(rows.map((r) => r.deliveryStatus)).toEqual(['failed']);
  });
});
