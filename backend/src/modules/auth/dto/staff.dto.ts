import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { STAFF_ROLES, type StaffRole } from '@kedai/contracts';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export class InviteStaffDto {
  @ApiProperty({ example: 'Siti Aminah' })
  @Transform(trim)
  @IsString({ message: 'Name is required' })
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(100, { message: 'Name must be at most 100 characters' })
  name!: string;

  @ApiProperty({ example: 'siti@kedai.my' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254, { message: 'Please enter a valid e-mail address' })
  email!: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: 'Role must be admin or agent' })
  role!: StaffRole;
}
