import { DataSource } from 'typeorm';
import { MailService } from '../../backend/src/core/mail/mail.service';
import { JobIntent } from '../../backend/src/core/outbox/entities/job-intent.entity';
import { OutboxService } from '../../backend/src/core/outbox/outbox.service';
import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually } from '../support/wait';

/**
 * The job outbox: a job intent (and an e-mail with its delivery) is written in the transaction of the
 * change it belongs to, so it exists exactly when the change does, and is delivered after the commit
 * even if the writer never gets to deliver it.
 */
describe('outbox: jobs and e-mails exactly when their change commits', () => {
  let app: TestApp;
  let db: DataSource;
  let outbox: OutboxService;
  let mail: MailService;
  let jobs: JobsService;
  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    outbox = app.app.get(OutboxService);
    mail = app.app.get(MailService);
    jobs = app.app.get(JobsService);
  });
  afterAll(() => app.close());

  it('a rolled-back change leaves no e-mail and no job; a committed one is delivered by the relay alone', async () => {
    const lost = uniqueEmail('rolled-back');
    await expect(
      db.transaction(async (em) => {
        await mail.send({ to: lost, subject: 'Never', text: 'This change did not happen.' }, em);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const kept = uniqueEmail('committed');
    // Committed, and then the writer "dies": no kick. The relay's next round delivers it.
    const email = await db.transaction((em) =>
      mail.send({ to: kept, subject: 'Your order', text: 'It happened.' }, em),
    );
    const delivered = await eventually(
      async () => {
        const row = await db.getRepository(JobIntent).findOneBy({ jobId: `email.${email.id}` });
        return row?.dispatchedAt ? row : null;
      },
      { timeoutMs: 8000 },
    );
    expect(delivered.queue).toBe('notifications');
    const sent = await eventually(
      () => mail.list({}).then((all) => all.find((m) => m.toAddress === kept && m.status !== 'queued')),
      { timeoutMs: 8000 },
    );
    expect(['kept', 'sent']).toContain(sent.status);

    expect((await mail.list({})).some((message) => message.toAddress === lost)).toBe(false);
    expect(await db.getRepository(JobIntent).countBy({ jobId: `email.${email.id}` })).toBe(1);
  });

  it('delivering an intent twice queues one job (deterministic job id)', async () => {
    const id = `outbox-test-${Date.now()}`;
    await db.transaction((em) =>
      outbox.enqueue(em, 'maintenance', 'cancel-unpaid', { orderId: id }, { jobId: id, delayMs: 60_000 }),
    );
    await outbox.relay();
    // A second copy of the same intent, as after a crash between the queue add and the commit.
    await db.transaction((em) =>
      outbox.enqueue(em, 'maintenance', 'cancel-unpaid', { orderId: id }, { jobId: id, delayMs: 60_000 }),
    );
    await outbox.relay();
    const queue = jobs.queue('maintenance');
    const delayed = await queue.getDelayed();
    expect(delayed.filter((job) => job.id === id)).toHaveLength(1);
    await queue.remove(id);
  });
});
