import { IsIn, IsOptional } from 'class-validator';

export class InstallationStepsQuery {
  @IsOptional()
  @IsIn(['admin', 'customer'], { message: 'version must be admin or customer' })
  version?: 'admin' | 'customer';
}
