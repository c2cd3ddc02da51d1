import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, In } from 'typeorm';
import { ZipFile } from 'yazl';
import { PersonalDataRegistry, type DataSubject } from '../../../../core/maintenance/personal-data';
import { OutboxService } from '../../../../core/outbox/outbox.service';
import { jobId } from '../../../../core/queue/job-catalogue';
import { FileStorageService } from '../../../../core/storage/file-storage.service';
import { OrderPersonalData } from '../../../orders';
import { DataRequest } from '../../entities/data-request.entity';
import { archivePath, archiveProgress } from '../rules/archive-progress';
import { exportExpiry } from './data-requests.service';

const ARCHIVE_FOLDER = 'data-exports';

function zipToBuffer(zip: ZipFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('error', reject);
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.end();
  });
}

/**
 * Builds one export's archive (the `privacy` queue's data-export job): every module's part in turn, each one a
 * step of the progress the customer watches, then the zip (JSON documents in one folder per part, and the
 * customer's files: receipts, chat attachments) stored under a fresh key. A job run again after a crash starts
 * over; a request no longer queued or running (already built) is left alone.
 */
@Injectable()
export class DataExportRunner {
  private readonly logger = new Logger(DataExportRunner.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly registry: PersonalDataRegistry,
    private readonly orders: OrderPersonalData,
    private readonly storage: FileStorageService,
    private readonly outbox: OutboxService,
  ) {}

  async run(requestId: string): Promise<{ size: number } | null> {
    const requests = this.dataSource.getRepository(DataRequest);
    const request = await requests.findOneBy({ id: requestId, kind: 'export' });
    if (!request || !['queued', 'running'].includes(request.status)) return null;
    const parts = this.registry.all();
    await requests.update({ id: requestId }, { status: 'running', progress: archiveProgress(0, parts.length, false) });

    const em = this.dataSource.manager;
    const subject: DataSubject = {
      userId: request.userId,
      email: request.email,
      orderIds: await this.orders.orderIdsOf(request.userId, request.email, em),
    };
    const zip = new ZipFile();
    const mtime = new Date();
    const contents: { path: string; part: string }[] = [];
    const missing: string[] = [];
    for (const [index, part] of parts.entries()) {
      const exported = await part.export(subject, em);
      for (const [name, document] of Object.entries(exported.documents)) {
        const path = archivePath(part.name, name);
        zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), path, { mtime });
        contents.push({ path, part: part.name });
      }
      for (const file of exported.files ?? []) {
        try {
          const path = archivePath(part.name, file.path.replace(/\//g, '-'));
          zip.addBuffer(await this.storage.read(file.storageKey), path, { mtime, compress: false });
          contents.push({ path, part: part.name });
        } catch (error) {
          // A file retention already erased: the archive says so rather than failing the whole export.
          this.logger.warn(`Export ${requestId}: no ${file.path} (${String(error)})`);
          missing.push(file.path);
        }
      }
      await requests.update({ id: requestId }, { progress: archiveProgress(index + 1, parts.length, false) });
    }
    const manifest = {
      shop: 'Kedai',
      about: 'A copy of the personal data the shop keeps about you (docs: Privacy notice → Your rights).',
      email: request.email,
      createdAt: mtime.toISOString(),
      files: contents.map((entry) => entry.path),
      filesNoLongerKept: missing,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime });
    const archive = await zipToBuffer(zip);
    const key = `${ARCHIVE_FOLDER}/${randomBytes(16).toString('hex')}.zip`;
    await this.storage.put(key, archive, 'application/zip');

    const expiresAt = exportExpiry();
    const stored = await this.dataSource.transaction(async (tx) => {
      const repository = tx.getRepository(DataRequest);
      const locked = await repository.findOne({ where: { id: requestId }, lock: { mode: 'pessimistic_write' } });
      if (!locked || locked.status !== 'running') return false;
      await repository.update(
        { id: requestId },
        {
          status: 'ready',
          progress: 100,
          archiveKey: key,
          archiveSize: archive.length,
          expiresAt,
          completedAt: new Date(),
        },
      );
      await this.outbox.enqueue(
        tx,
        'privacy',
        'data-export-expiry',
        { requestId },
        { jobId: jobId('data-export-expiry', requestId), delayMs: expiresAt.getTime() - Date.now() },
      );
      return true;
    });
    if (!stored) {
      await this.storage.remove(key).catch(() => undefined);
      return null;
    }
    this.outbox.kick();
    return { size: archive.length };
  }

  /** The job failed for good: the request says so (the customer may ask again). */
  async giveUp(requestId: string, reason: string): Promise<void> {
    await this.dataSource
      .getRepository(DataRequest)
      .update(
        { id: requestId, kind: 'export', status: In(['queued', 'running']) },
        { status: 'failed', error: reason.slice(0, 500) },
      );
  }

  /** Deletes an archive whose time is up (the data-export-expiry job); the request stays, as expired. */
  async expire(requestId: string, now = new Date()): Promise<void> {
    const requests = this.dataSource.getRepository(DataRequest);
    const request = await requests.findOneBy({ id: requestId, kind: 'export' });
    if (!request || request.status !== 'ready' || !request.archiveKey) return;
    if (request.expiresAt && request.expiresAt > now) return;
    await requests.update({ id: requestId, status: 'ready' }, { status: 'expired', archiveKey: null });
    await this.storage.remove(request.archiveKey).catch((error: unknown) => {
      this.logger.warn(`Could not remove ${request.archiveKey}: ${String(error)}`);
    });
  }

  /** The stored archive of a ready request (the signed download link). */
  async archive(requestId: string): Promise<{ content: Buffer; createdAt: Date } | null> {
    const request = await this.dataSource.getRepository(DataRequest).findOneBy({ id: requestId, kind: 'export' });
    if (!request || request.status !== 'ready' || !request.archiveKey) return null;
    if (request.expiresAt && request.expiresAt <= new Date()) return null;
    return {
      content: await this.storage.read(request.archiveKey),
      createdAt: request.completedAt ?? request.createdAt,
    };
  }
}
