import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, Matches, MaxLength } from 'class-validator';

export class EmailCodeRequestDto {
  @ApiProperty()
  @IsEmail({}, { message: 'Please enter a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

export class EmailCodeConfirmDto extends EmailCodeRequestDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: 'Please enter the 6-digit code' })
  @Matches(/^\d{6}$/, { message: 'Please enter the 6-digit code' })
  code!: string;
}
