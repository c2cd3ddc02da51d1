import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import { randomBytes } from 'node:crypto';
import { authConfig } from '../../core/config/configuration';
import { StartupNotices } from '../../core/lifecycle/startup-notices';
import { UsersService } from '../users';
import { PasswordHasher } from './password-hasher';

/**
 * On the first start there is no admin: create one from ADMIN_EMAIL/ADMIN_PASSWORD, or generate one and print it
 * once, as the last thing the start prints (StartupNotices).
 */
@Injectable()
export class FirstAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(FirstAdminService.name);

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly notices: StartupNotices,
    @Inject(authConfig.KEY) private readonly auth: ConfigType<typeof authConfig>,
  ) {}

  async onApplicationBootstrap() {
    if ((await this.users.countAdmins()) > 0) return;
    const email = this.auth.adminEmail ?? 'admin@kedai.local';
    const generated = !this.auth.adminPassword;
    const password = this.auth.adminPassword ?? randomBytes(12).toString('base64url');
    const existing = await this.users.findByEmailWithPassword(email);
    if (existing) {
      this.logger.warn(
        `No admin exists and ${email} is taken by a customer account; set ADMIN_EMAIL to another address.`,
      );
      return;
    }
    const created = await this.users.createIfAbsent({
      email,
      name: 'Kedai Admin',
      passwordHash: await this.hasher.hash(password),
      role: 'admin',
    });
    // Another process starting at the same moment made it first: nothing to do, nothing to print.
    if (!created) return;
    const lines = [`First admin created: ${email}`];
    if (generated) lines.push(`Password: ${password}`, 'This password is shown only once: keep it now.');
    const width = Math.max(...lines.map((line) => line.length));
    const border = `+${'-'.repeat(width + 2)}+`;
    this.notices.add([border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border].join('\n'));
  }
}
