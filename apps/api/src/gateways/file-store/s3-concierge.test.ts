import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conciergeEnquiryFields } from '../../test/enquiry-bodies.ts';
import { multipartForm } from '../../test/form-bodies.ts';
import { clientHeaders, createTestApp, type TestApp } from '../../test/test-app.ts';
import { startLocalS3Server, type LocalS3Server } from './local-s3-server.ts';

// The concierge upload flow with S3_BUCKET set: files go to the (local, signature-checking) S3 server.
const base = '/api/booking/airport_vip_privileges_enquiries';
const keys = { accessKeyId: 'portal-uploads', secretAccessKey: 'portal-uploads-secret-0123456789' };
const dataDir = mkdtempSync(path.join(tmpdir(), 'concierge-s3-test-'));
const uploadsDir = path.join(dataDir, 'uploads');
let s3: LocalS3Server;
let t: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3Server({ ...keys, buckets: ['portal-uploads'], region: 'ap-south-1' });
  t = await createTestApp({
    DATA_DIR: dataDir,
    S3_ENDPOINT: s3.url,
    S3_BUCKET: 'portal-uploads',
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'), Buffer.alloc(30_000, 0x20)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60, 0)]);

async function enquiryRequest(token: string, file: { name: string; data: Buffer }) {
  const form = multipartForm(conciergeEnquiryFields({ mobile: '9876543210', email: 'asha@example.in' }), [
    { ...file, type: 'application/pdf' },
  ]);
  return {
    method: 'POST' as const,
    url: base,
    payload: form.payload,
    headers: { ...clientHeaders, authorization: `Bearer ${token}`, ...form.headers },
  };
}
const enquiry = async (token: string, file: { name: string; data: Buffer }) => t.app.inject(await enquiryRequest(token, file));

describe('concierge uploads with the S3-compatible store', () => {
  it('keeps the ticket in the bucket, serves it to its owner and staff only, and leaves only temp space under DATA_DIR/uploads', async () => {
    const owner = await t.signInAs('9300000001', { bins: ['41000001'] });
    const created = await enquiry(owner.token, { name: 'ticket.pdf', data: pdf });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.data.id as string;
    const [upload] = (await t.call({ url: `${base}/${id}`, token: owner.token })).json().data.attributes.uploads;
    expect(upload).toMatchObject({ original_name: 'ticket.pdf', content_type: 'application/pdf', size: pdf.length });

    const stored = [...s3.objects.entries()];
    expect(stored).toHaveLength(1);
    expect(stored[0]![0]).toMatch(/^portal-uploads\/[a-f0-9]{32}$/);
    expect(stored[0]![1].body.equals(pdf)).toBe(true);

    const fileUrl = `${base}/${id}/uploads/${upload.id}`;
    const download = await t.call({ url: fileUrl, token: owner.token });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="ticket.pdf"; filename*=UTF-8''ticket.pdf`);
    const stranger = await t.signInAs('9300000002');
    expect((await t.call({ url: fileUrl, token: stranger.token })).statusCode).toBe(404);
    const staff = await t.signInAs('9300000003', { role: 'concierge' });
    expect((await t.call({ url: fileUrl, token: staff.token })).rawPayload.equals(pdf)).toBe(true);

    expect(readdirSync(uploadsDir)).toEqual(['.partial']);
    expect(readdirSync(path.join(uploadsDir, '.partial'))).toEqual([]);
  });

  it('sends nothing to the bucket for a refused file and keeps no temporary file', async () => {
    const owner = await t.signInAs('9300000004', { bins: ['41000001'] });
    const before = s3.objects.size;
    expect((await enquiry(owner.token, { name: 'ticket.pdf', data: exe })).statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
    expect(readdirSync(path.join(uploadsDir, '.partial'))).toEqual([]);
  });

  it('makes no booking when the store refuses the ticket: the visit stays free and nothing is left behind', async () => {
    const refusing = await createTestApp({
      DATA_DIR: dataDir,
      S3_ENDPOINT: s3.url,
      S3_BUCKET: 'portal-uploads',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: 'not-the-secret-0123456789',
    });
    try {
      const owner = await refusing.signInAs('9300000005', { bins: ['41000001'] });
      const before = s3.objects.size;
      const call = (options: Parameters<TestApp['call']>[0]) => refusing.call({ ...options, token: owner.token });
      const countsBefore = (await call({ method: 'POST', url: `${base}/check_bin`, payload: { bin: '41000001' } })).json().bookings_count;
      const created = await refusing.app.inject({
        ...(await enquiryRequest(owner.token, { name: 'ticket.pdf', data: pdf })),
      });
      expect(created.statusCode).toBeGreaterThanOrEqual(500);
      expect(s3.objects.size).toBe(before);
      expect((await call({ url: '/api/booking/bookings?type=AirportVipPrivilege' })).json().data).toEqual([]);
      expect((await call({ method: 'POST', url: `${base}/check_bin`, payload: { bin: '41000001' } })).json().bookings_count).toEqual(
        countsBefore,
      );
      expect(readdirSync(path.join(uploadsDir, '.partial'))).toEqual([]);
    } finally {
      await refusing.close();
    }
  });
});
