import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, Matches, MaxLength, MinLength } from 'class-validator';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const TOKEN_MESSAGE = 'This link is invalid or has expired. Ask for a new one and use the latest e-mail.';

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed link' })
  @IsString({ message: TOKEN_MESSAGE })
  @Matches(/^[A-Za-z0-9_-]{20,100}$/, { message: TOKEN_MESSAGE })
  token!: string;
}

export class SetPasswordDto extends ConfirmEmailDto {
  @ApiProperty({ minLength: 8 })
  @IsString({ message: 'Password is required' })
  @MinLength(8, { message: 'Password must be at least 8 characters' })
  @MaxLength(128, { message: 'Password must be at most 128 characters' })
  password!: string;
}

export class PasswordResetDto {
  @ApiProperty({ example: 'aisyah@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254, { message: 'Please enter a valid e-mail address' })
  email!: string;
}
