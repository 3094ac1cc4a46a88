import { describe, expect, it } from 'vitest';
import { THURSDAY, TUESDAY } from '../../test-support/admin-gateway.ts';
import {
  MEMBER_MAIL,
  outboxRow,
  postOrderMail,
  useMailBench,
} from '../../test-support/mail-outbox.fixture.ts';
import { MONDAY_NOON } from '../../test-support/order-cases.fixture.ts';
import { authHeader, call } from '../../test-support/test-gateway.ts';
import type { Config } from '../config.ts';
import { clubJobs, pickupRemindersJob } from './club-jobs.ts';
import { runJobs } from './job-runner.ts';

// The club's jobs that write and send mail, through the outbox and a real SMTP server (the bench is
// test-support/mail-outbox.fixture.ts).

const bench = useMailBench();

describe("the gateway's own mails", () => {
  it('reminds each pending order of tomorrow once, however often and however concurrently the job runs', async () => {
    const tuesday = await bench.gw.placeOrder(bench.gw.memberToken, {
      date: TUESDAY,
      time: '17:00',
      lines: { ogkush: 10, applecookies: 5 },
    });
    await bench.gw.placeOrder(bench.gw.memberToken, { date: THURSDAY, time: '17:00', lines: { ogkush: 5 } });
    const cancelled = await bench.gw.placeOrder(bench.gw.memberToken, {
      date: TUESDAY,
      time: '18:00',
      lines: { ogkush: 5 },
    });
    await call(bench.gw.app, 'POST', `/admin/cancelOrder/${cancelled}`, {
      body: { reason: 'Sin stock' },
      headers: authHeader(bench.gw.adminToken),
    });

    // The gateway's clock: Monday noon in Montevideo, so tomorrow is Tuesday.
    const monday = MONDAY_NOON;
    await Promise.all([
      runJobs(bench.gw.db, [pickupRemindersJob], monday),
      runJobs(bench.gw.db, [pickupRemindersJob], monday),
    ]);
    await runJobs(bench.gw.db, [pickupRemindersJob], monday);
    const { rows } = await bench.gw.db.query<{ dedupe_key: string }>(
      "select dedupe_key from outbox where template_id = 'pickup_reminder'",
    );
    expect(rows).toEqual([{ dedupe_key: `pickup-reminder:${tuesday}` }]);

    await bench.dispatcher.dispatch(bench.gw.db, new Date());
    const reminder = bench.sink.received.find((mail) => mail.subject === 'Mañana retirás tu pedido');
    expect(reminder).toMatchObject({ envelopeTo: [MEMBER_MAIL], from: '"Club Cannábico" <hola@club.uy>' });
    expect(reminder?.text).toContain('te esperamos mañana, martes, 3 de setiembre a las 17:00');
    expect(reminder?.text).toContain('- OG Kush: 10 g');
    expect(reminder?.text).toContain('- Apple Cookies: 5 g');
  });
});

describe('without SMTP_URL', () => {
  it('has no dispatch job: mails stay pending in the outbox', async () => {
    const id = await postOrderMail(bench.gw);
    expect(bench.gw.config.smtpUrl).toBeUndefined();
    const jobNames = (of: Config) => clubJobs(of).map((job) => job.name);
    expect(jobNames(bench.gw.config)).toContain('pickup-reminders');
    expect(jobNames(bench.gw.config)).not.toContain('mail-dispatch');
    expect(jobNames(bench.gw.config)).toContain('stale-mail-secrets');
    await runJobs(bench.gw.db, clubJobs(bench.gw.config), new Date());
    expect(await outboxRow(bench.gw, id)).toMatchObject({ status: 'pending', attempts: 0, sent_at: null });
    expect(jobNames(bench.config)).toContain('mail-dispatch');
  });
});
