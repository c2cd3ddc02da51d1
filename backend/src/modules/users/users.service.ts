import { DomainEvents } from '../../core/events/domain-events.service';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import type { Language, Role } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { AuditService, type StaffActor } from '../audit';
import { User } from './entities/user.entity';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  email: string;
  name: string;
  phone?: string | null;
  passwordHash: string;
  role?: Role;
  language?: Language;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly events: DomainEvents,
    private readonly audit: AuditService,
  ) {}

  /** The names of the users with these ids (unknown ids are left out). */
  async namesOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const users = await this.users.find({ where: { id: In(ids) }, select: { id: true, name: true } });
    return new Map(users.map((user) => [user.id, user.name]));
  }

  findById(id: string) {
    return this.users.findOneBy({ id });
  }

  /** The e-mail addresses of the active admins (who are told of queue alerts). */
  async activeAdminEmails(): Promise<string[]> {
    const admins = await this.users.find({ where: { role: 'admin', isActive: true }, select: { email: true } });
    return admins.map((admin) => admin.email);
  }

  /** Active admins and agents, by name: who can be given a chat. */
  async activeStaff(): Promise<{ id: string; name: string; role: 'admin' | 'agent' }[]> {
    const staff = await this.users.find({
      where: { role: In(['admin', 'agent']), isActive: true },
      select: { id: true, name: true, role: true },
      order: { name: 'ASC' },
    });
    return staff.map((user) => ({ id: user.id, name: user.name, role: user.role as 'admin' | 'agent' }));
  }

  /** With the password hash, for checking a login. */
  findByEmailWithPassword(email: string) {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  /** The new account, or null when the e-mail is taken (by a concurrent start, say). */
  createIfAbsent(input: NewUser): Promise<User | null> {
    return this.insertIfAbsent(this.users.manager, input);
  }

  async create(input: NewUser): Promise<User> {
    const user = await this.createIfAbsent(input);
    if (!user) throw new ApiError(HttpStatus.CONFLICT, 'email_taken', 'An account with this e-mail already exists');
    return user;
  }

  /** The new account, or null when the e-mail is taken; inside the caller's transaction. */
  async insertIfAbsent(em: EntityManager, input: NewUser): Promise<User | null> {
    const email = normalizeEmail(input.email);
    const inserted = await em
      .createQueryBuilder()
      .insert()
      .into(User)
      .values({ ...input, email, phone: input.phone ?? null, role: input.role ?? 'user' })
      .orIgnore()
      .returning('id')
      .execute();
    const id = inserted.identifiers[0]?.id as string | undefined;
    return id ? em.findOneByOrFail(User, { id }) : null;
  }

  findByEmailIn(em: EntityManager, email: string): Promise<User | null> {
    return em.findOneBy(User, { email: normalizeEmail(email) });
  }

  /** The accounts of these e-mails (any case), e.g. the customer directory's page. */
  findByEmails(emails: string[]): Promise<User[]> {
    const wanted = [...new Set(emails.map(normalizeEmail))];
    return wanted.length ? this.users.findBy({ email: In(wanted) }) : Promise.resolve([]);
  }

  findByIdIn(em: EntityManager, id: string): Promise<User | null> {
    return em.findOneBy(User, { id });
  }

  async setPasswordHash(em: EntityManager, id: string, passwordHash: string): Promise<void> {
    await em.update(User, { id }, { passwordHash });
  }

  /** Refuses your own role and leaving the shop without an active admin; open sockets reconnect with the new role. */
  async changeRole(id: string, role: Role, actor: StaffActor): Promise<User> {
    const user = await this.users.manager.transaction(async (em) => {
      // Admins are counted under a lock, so two admins demoting each other at once cannot leave none.
      await em.query(`SELECT pg_advisory_xact_lock(hashtext('kedai:admin-roles'))`);
      const target = await em.findOneBy(User, { id });
      if (!target) throw new ApiError(HttpStatus.NOT_FOUND, 'user_not_found', 'User not found');
      if (target.id === actor.userId && role !== target.role) {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'cannot_change_own_role', 'You cannot change your own role.');
      }
      if (target.role === 'admin' && role !== 'admin' && target.isActive) {
        const admins = await em.countBy(User, { role: 'admin', isActive: true });
        if (admins <= 1) {
          throw new ApiError(HttpStatus.CONFLICT, 'last_admin', 'The shop needs at least one active admin.');
        }
      }
      await em.update(User, { id }, { role });
      if (role !== target.role) {
        await this.audit.record(
          em,
          actor,
          'staff.role-changed',
          { type: 'user', id },
          {
            name: target.name,
            role: { from: target.role, to: role },
          },
        );
      }
      return { ...target, role };
    });
    this.events.emit('user.access.changed', { userId: user.id, reason: 'role_changed' });
    return user;
  }

  async updateProfile(
    id: string,
    changes: { name?: string; phone?: string | null; language?: Language },
  ): Promise<User> {
    if (Object.keys(changes).length > 0) await this.users.update({ id }, changes);
    return this.users.findOneByOrFail({ id });
  }

  recordLogin(id: string) {
    return this.users.update({ id }, { lastLoginAt: new Date() });
  }

  countAdmins() {
    return this.users.countBy({ role: 'admin' });
  }

  list(search?: string): Promise<User[]> {
    return this.matching(search).getMany();
  }

  /** The Users screen's list (same search and order) in batches, each read when the previous one is used. */
  async *listInBatches(search: string | undefined, size = 500): AsyncIterable<User[]> {
    const rows = await this.matching(search).select('user.id', 'id').getRawMany<{ id: string }>();
    const ids = rows.map((row) => row.id);
    for (let start = 0; start < ids.length; start += size) {
      const slice = ids.slice(start, start + size);
      const byId = new Map((await this.users.findBy({ id: In(slice) })).map((user) => [user.id, user]));
      yield slice.flatMap((id) => byId.get(id) ?? []);
    }
  }

  /** Every account, newest first, narrowed by a search over name and e-mail. */
  private matching(search: string | undefined) {
    const query = this.users.createQueryBuilder('user').orderBy('user.createdAt', 'DESC').addOrderBy('user.id', 'DESC');
    const term = search?.trim();
    if (term) {
      query.where('(user.name ILIKE :term OR user.email ILIKE :term)', {
        term: `%${term.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    return query;
  }

  async setActive(id: string, isActive: boolean, actor: StaffActor): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new ApiError(HttpStatus.NOT_FOUND, 'user_not_found', 'User not found');
    if (!isActive && user.id === actor.userId) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'cannot_deactivate_self', 'You cannot deactivate your own account');
    }
    const wasActive = user.isActive;
    user.isActive = isActive;
    const saved = await this.users.manager.transaction(async (em) => {
      const row = await em.save(user);
      if (wasActive !== isActive) {
        const action = isActive ? 'staff.reactivated' : 'staff.deactivated';
        await this.audit.record(em, actor, action, { type: 'user', id }, { name: user.name, role: user.role });
      }
      return row;
    });
    // Tokens stop working at once (every request re-checks isActive); open sockets are closed here.
    if (!isActive) {
      this.events.emit('user.access.changed', { userId: user.id, reason: 'deactivated' });
      if (wasActive)
        this.events.emit('user.deactivated', { userId: user.id, by: { id: actor.userId, name: actor.name } });
    }
    return saved;
  }
}
