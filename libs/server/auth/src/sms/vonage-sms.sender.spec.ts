import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DomainError, JsonLogger, loadConfig } from '@chonail/server/core/base';
import type { SmsMessage } from './sms-sender';
import { VonageSmsSender } from './vonage-sms.sender';

const API_KEY = 'a1b2c3d4';
const API_SECRET = 'Zq9sEcReT7vonage';

interface Received {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** Vonage's REST host as far as POST /sms/json goes; answers with whatever the test sets. */
const received: Received[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };
let fake: Server;
let fakeUrl: string;

const accepted = (to: string) => ({
  status: 200,
  body: {
    'message-count': '1',
    messages: [
      {
        to,
        'message-id': '0A0000001234ABCD',
        status: '0',
        'remaining-balance': '12.34000000',
        'message-price': '0.00790000',
        network: '310004',
      },
    ],
  },
});

const rawLines: string[] = [];
const logger = new JsonLogger({ service: 'api', level: 'debug', write: (line) => rawLines.push(line) });

function senderFor(restHost: string): VonageSmsSender {
  const config = loadConfig({
    ...process.env,
    VONAGE_API_KEY: API_KEY,
    VONAGE_API_SECRET: API_SECRET,
    VONAGE_FROM: 'ChoNail',
    VONAGE_REST_HOST: restHost,
  });
  return new VonageSmsSender(config, logger);
}

const message: SmsMessage = {
  to: '+17135550123',
  text: 'Your Cho Nail code is 482913',
  code: '482913',
  purpose: 'registration',
};

beforeAll(async () => {
  fake = createServer((req, res) => {
    let data = '';
    req.on('data', (chunk) => (data += chunk));
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body: data ? JSON.parse(data) : {} });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeUrl = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
});

async function expectSmsFailed(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ code: 'SMS_FAILED', status: 502, message: 'Could not send the SMS. Please try again.' });
}

describe('VonageSmsSender', () => {
  it('posts from, to without the +, the text and the credentials to /sms/json', async () => {
    answer = accepted('17135550123');
    await senderFor(fakeUrl).send(message);

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/sms/json' });
    expect(request.body).toEqual({ from: 'ChoNail', to: '17135550123', text: 'Your Cho Nail code is 482913' });
    // SDK 3.x sends the SMS API's api_key/api_secret as HTTP Basic credentials, not in the body.
    const [scheme, encoded] = String(request.headers.authorization).split(' ');
    expect(scheme).toBe('Basic');
    expect(Buffer.from(encoded, 'base64').toString()).toBe(`${API_KEY}:${API_SECRET}`);
    expect(rawLines.some((l) => l.includes('"sms sent"') && l.includes('0A0000001234ABCD'))).toBe(true);
  });

  it('sends Vietnamese text as unicode so the letters arrive as written', async () => {
    answer = accepted('17135550123');
    await senderFor(fakeUrl).send({ ...message, text: 'Mã xác nhận Chợ Nail của bạn: 482913' });
    expect(received[0].body).toMatchObject({ text: 'Mã xác nhận Chợ Nail của bạn: 482913', type: 'unicode' });
  });

  it('rejects with SMS_FAILED 502 when Vonage answers a status other than 0, and logs that status', async () => {
    answer = {
      status: 200,
      body: { 'message-count': '1', messages: [{ status: '29', 'error-text': 'Non-Whitelisted Destination' }] },
    };
    await expectSmsFailed(senderFor(fakeUrl).send(message));
    const logged = rawLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'sms failed');
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      to: '+17135550123',
      providerStatuses: [{ status: '29', errorText: 'Non-Whitelisted Destination' }],
    });
  });

  it('rejects with SMS_FAILED 502 when Vonage refuses the request at the HTTP level', async () => {
    answer = { status: 401, body: { type: 'https://developer.nexmo.com/api-errors#unauthorized', title: 'Unauthorized' } };
    await expectSmsFailed(senderFor(fakeUrl).send(message));
    const logged = rawLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'sms failed');
    expect(logged.at(-1)).toMatchObject({ httpStatus: 401 });
  });

  it('rejects with SMS_FAILED 502 when the host cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    await expectSmsFailed(senderFor(`http://127.0.0.1:${port}`).send(message));
    const logged = rawLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'sms failed');
    expect(logged.at(-1)).toMatchObject({ reason: expect.stringContaining('ECONNREFUSED') });
  });

  // Last, so it sees the lines of every case above.
  it('never logs the API secret, plain or inside Basic credentials', () => {
    expect(rawLines.length).toBeGreaterThan(0);
    const basic = Buffer.from(`${API_KEY}:${API_SECRET}`).toString('base64');
    for (const line of rawLines) {
      expect(line).not.toContain(API_SECRET);
      expect(line).not.toContain(basic);
    }
  });
});
