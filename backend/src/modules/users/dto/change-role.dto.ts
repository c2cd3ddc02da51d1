import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ROLES, type Role } from '@kedai/contracts';

export class ChangeRoleDto {
  @ApiProperty({ enum: ROLES })
  @IsIn(ROLES, { message: 'Role must be admin, agent or user' })
  role!: Role;
}
