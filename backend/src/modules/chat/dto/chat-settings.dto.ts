import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

export class UpdateChatSettingsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  autoReplyEnabled?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 60 })
  @IsOptional()
  @IsInt({ message: 'Response delay must be a whole number of seconds' })
  @Min(0, { message: 'Response delay must be between 0 and 60 seconds' })
  @Max(60, { message: 'Response delay must be between 0 and 60 seconds' })
  responseDelaySeconds?: number;
}
