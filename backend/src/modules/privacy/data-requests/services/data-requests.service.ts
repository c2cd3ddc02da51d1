import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'node:crypto';
import { DataSource, type EntityManager, In, IsNull } from 'typeorm';
import {
  DATA_EXPORT_KEEP_DAYS,
  ERASURE_GRACE_MAX_DAYS,
  type AdminDataRequestView,
  type DataRequestChannel,
  type DataRequestKind,
  type DataRequestSettingsView,
  type DataRequestView,
} from '@kedai/contracts';
import { authConfig } from '../../../../core/config/configuration';
import { publicUrl } from '../../../../core/config/public-url';
import { shopDateTime } from '../../../../core/format/shop-time';
import { ApiError } from '../../../../core/http/api-error';
import { MailService } from '../../../../core/mail/mail.service';
import { OutboxService } from '../../../../core/outbox/outbox.service';
import { jobId } from '../../../../core/queue/job-catalogue';
import type { UserPrincipal } from '../../../../core/security/principal';
import { AuditService, type StaffActor } from '../../../audit';
import { PasswordHasher } from '../../../auth';
import { normaliseEmail } from '../../../orders';
import { UsersService } from '../../../users';
import { DataRequest } from '../../entities/data-request.entity';
import { PrivacySettings } from '../../entities/privacy-settings.entity';
import { erasureCancelledMessage, erasureScheduledMessage } from '../rules/data-request-mails';
import { signedDownloadPath } from '../rules/download-link';
import { DataRequestLanguage } from './data-request-language';

const DAY_MS = 24 * 3600 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'data_request_not_found', 'No such request.');

/** A request's e-mail job ids: one per request and purpose, so a retried transaction writes each once. */
export const exportJobId = (requestId: string) => jobId('data-export', requestId);
export const erasureJobId = (requestId: string) => jobId('data-erasure', requestId);

/**
 * The customer's data rights (docs/product/privacy.md#your-data): asking for a copy of one's data, asking for the
 * erasure of one's account (with its grace period and e-mails) and cancelling it, the same run by staff for a
 * request that came by e-mail or WhatsApp (audited), and the views with their signed download links. The work
 * itself is done by the `privacy` queue's jobs (DataExportRunner, DataErasureRunner), written through the outbox
 * in the transaction that records the request.
 */
@Injectable()
export class DataRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly mail: MailService,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
    private readonly languages: DataRequestLanguage,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  // ---- the customer's own requests ----

  /** "Download my data" from the account: a new export, or the one still being built. */
  requestOwnExport(user: UserPrincipal): Promise<DataRequestView> {
    return this.createExport({ userId: user.userId, email: normaliseEmail(user.email), channel: 'account' }).then(
      (request) => this.view(request),
    );
  }

  /** A guest's export, after proving the address with the e-mailed code: the data filed under the address only. */
  requestGuestExport(email: string): Promise<DataRequestView> {
    return this.createExport({ userId: null, email: normaliseEmail(email), channel: 'guest' }).then((request) =>
      this.view(request),
    );
  }

  async ownRequests(user: UserPrincipal): Promise<DataRequestView[]> {
    const requests = await this.dataSource
      .getRepository(DataRequest)
      .find({ where: { userId: user.userId }, order: { createdAt: 'DESC' }, take: 10 });
    return requests.map((request) => this.view(request));
  }

  async ownRequest(user: UserPrincipal, id: string): Promise<DataRequestView> {
    const request = await this.dataSource.getRepository(DataRequest).findOneBy({ id, userId: user.userId });
    if (!request) throw notFound();
    return this.view(request);
  }

  async guestRequest(email: string, id: string): Promise<DataRequestView> {
    const request = await this.dataSource
      .getRepository(DataRequest)
      .findOneBy({ id, email: normaliseEmail(email), userId: IsNull(), channel: 'guest' });
    if (!request) throw notFound();
    return this.view(request);
  }

  /** "Delete my account": the password again, then the erasure is scheduled after the grace period. */
  async requestOwnErasure(user: UserPrincipal, password: string): Promise<DataRequestView> {
    if (user.role !== 'user') {
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'staff_account',
        'A staff account cannot delete itself: an admin deactivates it (Users).',
      );
    }
    const account = await this.users.findByEmailWithPassword(user.email);
    if (!account || account.id !== user.userId || !(await this.hasher.verify(account.passwordHash, password))) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'wrong_password', 'That password is not right.', [
        { field: 'password', messages: ['That password is not right.'] },
      ]);
    }
    const request = await this.scheduleErasure({ userId: user.userId, email: normaliseEmail(user.email) }, 'account');
    return this.view(request);
  }

  /** Cancels the account's erasure in its grace period (the account page's button, or signing in again). */
  async cancelOwnErasure(userId: string): Promise<DataRequestView | null> {
    const request = await this.dataSource
      .getRepository(DataRequest)
      .findOneBy({ userId, kind: 'erasure', status: 'scheduled' });
    if (!request) return null;
    return this.view(await this.cancel(request.id));
  }

  /** The cancel link of the erasure e-mail. */
  async cancelByToken(token: string): Promise<DataRequestView> {
    const request = await this.dataSource
      .getRepository(DataRequest)
      .findOneBy({ cancelTokenHash: hashToken(token), kind: 'erasure' });
    if (!request || request.status !== 'scheduled') {
      throw new ApiError(
        HttpStatus.NOT_FOUND,
        'erasure_not_pending',
        'This link no longer cancels anything: the deletion was already cancelled or done.',
      );
    }
    return this.view(await this.cancel(request.id));
  }

  // ---- staff ----

  async list(email?: string): Promise<AdminDataRequestView[]> {
    const requests = await this.dataSource.getRepository(DataRequest).find({
      where: email ? { email: normaliseEmail(email) } : {},
      order: { createdAt: 'DESC' },
      take: 100,
    });
    return requests.map((request) => this.adminView(request));
  }

  /** A request that came by e-mail or WhatsApp, run by staff for the address given; one audit entry. */
  async createForCustomer(
    actor: StaffActor,
    input: {
      email: string;
      kind: DataRequestKind;
      channel: Extract<DataRequestChannel, 'email' | 'whatsapp'>;
      note?: string;
    },
  ): Promise<AdminDataRequestView> {
    const email = normaliseEmail(input.email);
    const account = await this.dataSource.transaction((em) => this.users.findByEmailIn(em, email));
    if (account && account.role !== 'user') {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'staff_account',
        'This address is a staff account: deactivate it on the Users screen instead.',
      );
    }
    const staff = { id: actor.userId, name: actor.name, note: input.note?.trim() || null };
    const subject = { userId: account?.id ?? null, email };
    const request =
      input.kind === 'export'
        ? await this.createExport({ ...subject, channel: input.channel }, staff, actor)
        : await this.scheduleErasure(subject, input.channel, staff, actor);
    return this.adminView(request);
  }

  /**
   * Staff cancel a deletion in its grace period (the customer changed their mind by e-mail or WhatsApp): the request
   * reads cancelled, the customer is e-mailed, one audit entry, all in one transaction under the request's lock, so
   * the erasure job (which checks the status under the same lock) then does nothing. 409 once it ran.
   */
  async cancelForCustomer(actor: StaffActor, id: string): Promise<AdminDataRequestView> {
    return this.adminView(await this.cancel(id, actor));
  }

  /** A fresh download link for staff to hand to the customer: revealing it is audited. */
  downloadLink(actor: StaffActor, id: string): Promise<{ url: string }> {
    return this.dataSource.transaction(async (em) => {
      const request = await em.getRepository(DataRequest).findOneBy({ id });
      if (!request) throw notFound();
      if (request.status !== 'ready') {
        throw new ApiError(HttpStatus.CONFLICT, 'export_not_ready', 'This request has no archive to download.');
      }
      await this.audit.record(em, actor, 'privacy.export-downloaded', { type: 'data-request', id });
      return { url: publicUrl(signedDownloadPath(this.auth.jwtSecret, id)) };
    });
  }

  async settings(em: EntityManager = this.dataSource.manager): Promise<DataRequestSettingsView> {
    const row = await em.getRepository(PrivacySettings).findOneBy({ id: 1 });
    return { erasureGraceDays: row?.erasureGraceDays ?? 14 };
  }

  updateSettings(actor: StaffActor, erasureGraceDays: number): Promise<DataRequestSettingsView> {
    if (!Number.isInteger(erasureGraceDays) || erasureGraceDays < 0 || erasureGraceDays > ERASURE_GRACE_MAX_DAYS) {
      const message = `Give the grace period in whole days from 0 to ${ERASURE_GRACE_MAX_DAYS}.`;
      throw new ApiError(HttpStatus.BAD_REQUEST, 'validation_failed', message, [
        { field: 'erasureGraceDays', messages: [message] },
      ]);
    }
    return this.dataSource.transaction(async (em) => {
      await em.query(`INSERT INTO privacy_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING`);
      const before = await this.settings(em);
      await em.getRepository(PrivacySettings).update({ id: 1 }, { erasureGraceDays });
      if (before.erasureGraceDays !== erasureGraceDays) {
        await this.audit.record(
          em,
          actor,
          'settings.changed',
          { type: 'settings', id: 'data-requests' },
          { changed: { erasureGraceDays: { from: before.erasureGraceDays, to: erasureGraceDays } } },
        );
      }
      return this.settings(em);
    });
  }

  // ---- views ----

  view(request: DataRequest): DataRequestView {
    const ready = request.status === 'ready' && request.archiveKey !== null;
    return {
      id: request.id,
      kind: request.kind,
      status: request.status,
      channel: request.channel,
      progress: request.progress,
      createdAt: request.createdAt.toISOString(),
      dueAt: request.dueAt?.toISOString() ?? null,
      completedAt: request.completedAt?.toISOString() ?? null,
      expiresAt: request.expiresAt?.toISOString() ?? null,
      downloadUrl: ready ? signedDownloadPath(this.auth.jwtSecret, request.id) : null,
    };
  }

  private adminView(request: DataRequest): AdminDataRequestView {
    // Staff get a link only through downloadLink (audited).
    return {
      ...this.view(request),
      downloadUrl: null,
      email: request.email,
      hasAccount: request.userId !== null,
      requestedBy: request.requestedByName,
      note: request.note,
    };
  }

  // ---- creating ----

  private async createExport(
    subject: { userId: string | null; email: string; channel: DataRequestChannel },
    staff?: { id: string; name: string; note: string | null },
    actor?: StaffActor,
  ): Promise<DataRequest> {
    const request = await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(DataRequest);
      if (!staff) {
        // One export at a time per address: asking again while one is built answers that one (an account's
        // export is not a guest's: a guest's copy holds only what is filed under the address).
        const building = await repository.findOne({
          where: {
            email: subject.email,
            kind: 'export',
            status: In(['queued', 'running']),
            userId: subject.userId ?? IsNull(),
            channel: subject.channel,
          },
          order: { createdAt: 'DESC' },
        });
        if (building) return building;
      }
      const created = await repository.save(
        repository.create({
          kind: 'export',
          status: 'queued',
          channel: subject.channel,
          userId: subject.userId,
          email: subject.email,
          requestedById: staff?.id ?? null,
          requestedByName: staff?.name.slice(0, 100) ?? null,
          note: staff?.note?.slice(0, 500) ?? null,
        }),
      );
      await this.outbox.enqueue(
        em,
        'privacy',
        'data-export',
        { requestId: created.id },
        { jobId: exportJobId(created.id) },
      );
      if (actor) {
        await this.audit.record(
          em,
          actor,
          'privacy.request-created',
          { type: 'data-request', id: created.id },
          { kind: 'export', channel: subject.channel, hasAccount: subject.userId !== null },
        );
      }
      return created;
    });
    this.outbox.kick();
    return request;
  }

  private async scheduleErasure(
    subject: { userId: string | null; email: string },
    channel: DataRequestChannel,
    staff?: { id: string; name: string; note: string | null },
    actor?: StaffActor,
  ): Promise<DataRequest> {
    const request = await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(DataRequest);
      const pending = await repository.findOneBy({ email: subject.email, kind: 'erasure', status: 'scheduled' });
      if (pending) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'erasure_already_scheduled',
          `This account is already set to be deleted on ${pending.dueAt?.toISOString().slice(0, 10) ?? 'its due date'}.`,
        );
      }
      const { erasureGraceDays } = await this.settings(em);
      const token = randomBytes(32).toString('base64url');
      const dueAt = new Date(Date.now() + erasureGraceDays * DAY_MS);
      const created = await repository.save(
        repository.create({
          kind: 'erasure',
          status: 'scheduled',
          channel,
          userId: subject.userId,
          email: subject.email,
          dueAt,
          cancelTokenHash: hashToken(token),
          requestedById: staff?.id ?? null,
          requestedByName: staff?.name.slice(0, 100) ?? null,
          note: staff?.note?.slice(0, 500) ?? null,
        }),
      );
      await this.outbox.enqueue(
        em,
        'privacy',
        'data-erasure',
        { requestId: created.id },
        { jobId: erasureJobId(created.id), delayMs: Math.max(0, dueAt.getTime() - Date.now()) },
      );
      await this.mail.compose(
        erasureScheduledMessage({
          to: subject.email,
          requestId: created.id,
          dueAt,
          graceDays: erasureGraceDays,
          cancelToken: token,
          language: await this.languages.of(subject, em),
        }),
        em,
      );
      if (actor) {
        await this.audit.record(
          em,
          actor,
          'privacy.request-created',
          { type: 'data-request', id: created.id },
          { kind: 'erasure', channel, hasAccount: subject.userId !== null, dueAt: dueAt.toISOString() },
        );
      }
      return created;
    });
    this.outbox.kick();
    return request;
  }

  /** Cancels a scheduled erasure under its row lock: the status, the customer's e-mail and (for staff) the audit entry. */
  private async cancel(requestId: string, actor?: StaffActor): Promise<DataRequest> {
    const cancelled = await this.dataSource.transaction(async (em) => {
      const repository = em.getRepository(DataRequest);
      const locked = await repository.findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!locked) throw notFound();
      if (locked.kind !== 'erasure' || locked.status !== 'scheduled') throw notCancellable(locked);
      await repository.update(
        { id: locked.id },
        { status: 'cancelled', completedAt: new Date(), cancelTokenHash: null },
      );
      await this.mail.compose(
        erasureCancelledMessage(locked.email, locked.id, await this.languages.of(locked, em)),
        em,
      );
      if (actor) {
        await this.audit.record(
          em,
          actor,
          'privacy.erasure-cancelled',
          { type: 'data-request', id: locked.id },
          {
            channel: locked.channel,
            hasAccount: locked.userId !== null,
            dueAt: locked.dueAt?.toISOString() ?? null,
          },
        );
      }
      return repository.findOneByOrFail({ id: locked.id });
    });
    this.outbox.kick();
    return cancelled;
  }
}

/** Why a request cannot be cancelled (409), said plainly. */
function notCancellable(request: DataRequest): ApiError {
  if (request.kind !== 'erasure') {
    return new ApiError(HttpStatus.CONFLICT, 'not_an_erasure', 'Only an account deletion can be cancelled.');
  }
  if (request.status === 'done') {
    const when = request.completedAt ? ` on ${shopDateTime(request.completedAt)}` : '';
    return new ApiError(
      HttpStatus.CONFLICT,
      'erasure_already_done',
      `This deletion already ran${when}: the data is erased and cannot be brought back.`,
    );
  }
  if (request.status === 'failed') {
    return new ApiError(
      HttpStatus.CONFLICT,
      'erasure_not_pending',
      'This deletion failed and erased nothing, so there is nothing to cancel.',
    );
  }
  return new ApiError(HttpStatus.CONFLICT, 'erasure_not_pending', 'This deletion was already cancelled.');
}

/** When an export's archive is deleted. */
export const exportExpiry = (now = Date.now()) => new Date(now + DATA_EXPORT_KEEP_DAYS * DAY_MS);
