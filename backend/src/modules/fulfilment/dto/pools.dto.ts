import { IsBoolean, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CODE_BURN_REASON_MAX_LENGTH } from '@kedai/contracts';

export class AddCodesDto {
  @IsString()
  @IsNotEmpty({ message: 'Paste at least one activation code.' })
  @MaxLength(1_000_000)
  text!: string;
}

export class CodePoolSettingDto {
  @IsOptional()
  @IsBoolean({ message: 'allowGeneratedCodes must be true or false' })
  allowGeneratedCodes?: boolean;

  @IsOptional()
  @IsInt({ message: 'The warning level must be a whole number of codes' })
  @Min(0, { message: 'The warning level cannot be negative' })
  @Max(100_000, { message: 'The warning level can be at most 100000 codes' })
  warningLevel?: number;
}

export class BurnCodeDto {
  @IsString({ message: 'Name the code to burn' })
  @IsNotEmpty({ message: 'Name the code to burn' })
  @MaxLength(120)
  code!: string;

  @IsOptional()
  @IsString()
  @MaxLength(CODE_BURN_REASON_MAX_LENGTH, {
    message: `The reason can be at most ${CODE_BURN_REASON_MAX_LENGTH} characters`,
  })
  reason?: string;
}

export class ListCodesQuery {
  @IsOptional()
  @IsIn(['unsold', 'sold', 'all'], { message: 'status must be unsold, sold or all' })
  status?: 'unsold' | 'sold' | 'all';
}

export class RentalAccountDto {
  @IsString()
  @IsNotEmpty({ message: 'Product code is required' })
  @MaxLength(40)
  productCode!: string;

  @IsString()
  @IsNotEmpty({ message: 'Game name is required' })
  @MaxLength(200)
  gameName!: string;

  @IsString()
  @IsNotEmpty({ message: 'Username is required' })
  @MaxLength(200)
  username!: string;

  @IsString()
  @IsNotEmpty({ message: 'Password is required' })
  @MaxLength(500)
  password!: string;

  @IsOptional()
  @IsString()
  @MaxLength(2000)
  loginToken?: string;
}
