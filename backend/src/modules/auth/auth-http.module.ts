import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from '../../core/security/auth.guard';
import { AccountSecurityController } from './account-security.controller';
import { AdminSecurityController } from './admin-security.controller';
import { AdminStaffController } from './admin-staff.controller';
import { AuthController } from './auth.controller';
import { AuthModule } from './auth.module';
import { FirstAdminService } from './first-admin.service';

/** The auth endpoints, the global HTTP guard, and the first admin (created by API processes only). */
@Module({
  imports: [AuthModule],
  controllers: [AuthController, AccountSecurityController, AdminStaffController, AdminSecurityController],
  providers: [FirstAdminService, { provide: APP_GUARD, useClass: AuthGuard }],
})
export class AuthHttpModule {}
