import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { rooms, type Role } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { RealtimeService } from '../../core/realtime/realtime.service';
import { UserPrincipal } from '../../core/security/principal';
import { User } from './entities/user.entity';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export interface NewUser {
  email: string;
  name: string;
  phone?: string | null;
  passwordHash: string;
  role?: Role;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly realtime: RealtimeService,
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

  /** With the password hash, for checking a login. */
  findByEmailWithPassword(email: string) {
    return this.users
      .createQueryBuilder('user')
      .addSelect('user.passwordHash')
      .where('user.email = :email', { email: normalizeEmail(email) })
      .getOne();
  }

  async create(input: NewUser): Promise<User> {
    const email = normalizeEmail(input.email);
    const inserted = await this.users
      .createQueryBuilder()
      .insert()
      .values({ ...input, email, phone: input.phone ?? null, role: input.role ?? 'user' })
      .orIgnore()
      .returning('id')
      .execute();
    if (inserted.identifiers.length === 0 || !inserted.identifiers[0]) {
      throw new ApiError(HttpStatus.CONFLICT, 'email_taken', 'An account with this e-mail already exists');
    }
    return this.users.findOneByOrFail({ id: inserted.identifiers[0].id as string });
  }

  async updateProfile(id: string, changes: { name?: string; phone?: string | null }): Promise<User> {
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
    const query = this.users.createQueryBuilder('user').orderBy('user.createdAt', 'DESC');
    const term = search?.trim();
    if (term) {
      query.where('(user.name ILIKE :term OR user.email ILIKE :term)', {
        term: `%${term.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    return query.getMany();
  }

  async setActive(id: string, isActive: boolean, actor: UserPrincipal): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new ApiError(HttpStatus.NOT_FOUND, 'user_not_found', 'User not found');
    if (!isActive && user.id === actor.userId) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'cannot_deactivate_self', 'You cannot deactivate your own account');
    }
    user.isActive = isActive;
    const saved = await this.users.save(user);
    // Tokens stop working at once (every request re-checks isActive); open sockets are closed here.
    if (!isActive) {
      this.realtime.disconnectRoom(rooms.user(user.id), {
        code: 'account_deactivated',
        message: 'This account has been deactivated. Please contact support.',
      });
    }
    return saved;
  }
}
