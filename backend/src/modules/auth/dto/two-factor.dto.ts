import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsString, MaxLength, MinLength } from 'class-validator';

export class SecondFactorCodeDto {
  @ApiProperty({ description: 'A 6-digit code from the authenticator app, or a recovery code', example: '123456' })
  @IsString({ message: 'Enter the code from your authenticator app' })
  @MinLength(6, { message: 'Enter the code from your authenticator app' })
  @MaxLength(20, { message: 'That code is too long' })
  code!: string;
}

export class SecondFactorLoginDto extends SecondFactorCodeDto {
  @ApiProperty({ description: 'From the password step' })
  @IsString({ message: 'Your sign-in has expired. Please enter your password again.' })
  @MinLength(1, { message: 'Your sign-in has expired. Please enter your password again.' })
  @MaxLength(100, { message: 'Your sign-in has expired. Please enter your password again.' })
  pendingToken!: string;
}

export class TwoFactorPolicyDto {
  @ApiProperty({ description: 'Every staff member must use two-factor sign-in' })
  @IsBoolean({ message: 'Choose whether staff must use two-factor sign-in' })
  requireForStaff!: boolean;
}
