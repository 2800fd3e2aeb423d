import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Client, type TestApp } from '../../testing/test-app.ts';
import type { ReportDeps } from './deliver.ts';
import { lastDays, fillDays, makeObjects, reportBody, type Objects } from './test-fixtures.ts';
import { workOnce } from './worker.ts';

let t: TestApp;
let op: Client;
let other: Client;
let deps: ReportDeps;
let smtp: SMTPServer;
let o: Objects;
const mails: Array<{ to: string[]; data: string }> = [];
const days = lastDays(3);

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, cb) {
      let data = '';
      stream.on('data', (c: Buffer) => (data += c.toString()));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = ((smtp as unknown as { server: http.Server }).server.address() as AddressInfo).port;
  t = await createTestApp({ SMTP_HOST: '127.0.0.1', SMTP_PORT: port, PUBLIC_URL: 'https://roadlens.example' });
  deps = { db: t.db, events: t.app.events, env: t.app.env, log: t.app.log };
  op = await t.as('operator');
  other = await t.as('other');
  o = await makeObjects(op, 'GN');
  await fillDays(t, o, days);
});
afterAll(async () => {
  await t?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

const fixed = { kind: 'fixed', from: days[0], to: days[2] };
const createAndQueue = async (over: Record<string, unknown>) => {
  const r = await op.inject({ method: 'POST', url: '/api/reports/', payload: reportBody(o, { period: fixed, ...over }) });
  expect(r.statusCode, r.body).toBe(201);
  const run = await op.inject({ method: 'POST', url: `/api/reports/${r.json().id}/generate/` });
  expect(run.statusCode, run.body).toBe(202);
  return run.json();
};
const getRun = async (id: number) => (await op.inject({ method: 'GET', url: `/api/reports/runs/${id}/` })).json();
const download = (c: Client, id: number, format: string) => c.inject({ method: 'GET', url: `/api/reports/runs/${id}/files/${format}/` });

describe('report generation', () => {
  let runId = 0;

  it('queues a run, and the worker renders CSV, XLSX and PDF', async () => {
    const queued = await createAndQueue({
      formats: ['csv', 'xlsx', 'pdf'],
      charts: ['travel_time', 'speed'],
      metrics: ['travel_time', 'speed', 'percentiles', 'tti', 'samples'],
      recipients: [t.ids.users.admin],
      email: true,
    });
    runId = queued.id;
    expect(queued).toMatchObject({ status: 'queued', progress: 0, files: [], period: { from: days[0], to: days[2] }, source: 'insight' });
    expect(await workOnce(deps)).toBe(1);
    const run = await getRun(runId);
    expect(run).toMatchObject({ status: 'done', progress: 100, report_name: 'Köprü haftalık', formats: ['csv', 'xlsx', 'pdf'] });
    expect(run.files.map((f: { format: string }) => f.format).sort()).toEqual(['csv', 'pdf', 'xlsx']);

    const csv = await download(op, runId, 'csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="Kopru-haftalik_${days[0]}_${days[2]}.csv"`);
    const [header, row] = csv.body.replace(/^\ufeff/, '').split(/\r?\n/);
    expect(header).toBe(
      'Object,Kind,Id,Length (km),"Travel time, mean (s)","Travel time, median (s)","Speed, harmonic mean (km/h)","Speed, median (km/h)","Travel time, 5th pct (s)","Travel time, 15th pct (s)","Travel time, 85th pct (s)","Travel time, 95th pct (s)",TTI,Intervals,Trips',
    );
    // 24 intervals a day at 90, 100 and 110 s: mean 100 s over 1.609 km, TTI 100/60.
    expect(row).toMatch(new RegExp(`^GN Köprü link,link,${o.link},1\\.609,100,100,`));

    const xlsx = await download(op, runId, 'xlsx');
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets.map((w) => w.name)).toEqual(['Summary', 'Daily', 'Report']);
    expect(wb.getWorksheet('Summary')!.getRow(2).getCell(5).value).toBe(100);
    const daily = wb.getWorksheet('Daily')!;
    expect(daily.rowCount).toBe(4);
    expect([2, 3, 4].map((r) => daily.getRow(r).getCell(5).value)).toEqual([90, 100, 110]);

    const pdf = await download(op, runId, 'pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThanOrEqual(1);
    if (process.env.REPORT_PDF_OUT) writeFileSync(process.env.REPORT_PDF_OUT, bytes);
  });

  it('notifies the owner and the recipient, and mails the recipient a link on PUBLIC_URL', async () => {
    const { rows } = await t.db.query<{ recipient_id: number; verb: string; description: string; data: { object_name: string } }>(
      "SELECT recipient_id, verb, description, data FROM notifications WHERE actor_type = 'report' AND actor_object_id = $1 ORDER BY recipient_id",
      [runId],
    );
    expect(rows.map((r) => r.recipient_id).sort()).toEqual([t.ids.users.admin, op.userId].sort());
    expect(rows[0]).toMatchObject({
      verb: 'Download Report',
      description: 'Report Köprü haftalık is ready to download!',
      data: { object_name: 'Köprü haftalık' },
    });
    const mail = mails.find((m) => m.to.includes('admin@demo.local'));
    expect(mail, JSON.stringify(mails)).toBeDefined();
    expect(mails.some((m) => m.to.includes('operator@demo.local'))).toBe(false);
    const body = mail!.data.replace(/=\r?\n/g, '');
    expect(body).toContain(`https://roadlens.example/dashboard/report/${runId}/info`);
    expect(body).not.toContain('localhost');
  });

  it('keeps runs and files to their company', async () => {
    expect((await other.inject({ method: 'GET', url: `/api/reports/runs/${runId}/` })).statusCode).toBe(404);
    expect((await download(other, runId, 'pdf')).statusCode).toBe(404);
    expect((await download(op, runId + 1000, 'pdf')).statusCode).toBe(404);
    expect((await download(op, runId, 'docx')).statusCode).toBe(400);
  });
});
