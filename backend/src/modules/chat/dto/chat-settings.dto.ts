import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsObject, Max, Min } from 'class-validator';
import { Omittable } from '../../../core/http/omittable';
import { CHAT_AUTO_ASSIGN_CAP_MAX, CHAT_AUTO_ASSIGN_CAP_MIN, type ChatHours } from '@kedai/contracts';

const capRange = `The cap must be between ${CHAT_AUTO_ASSIGN_CAP_MIN} and ${CHAT_AUTO_ASSIGN_CAP_MAX} open conversations per agent`;

export class UpdateChatSettingsDto {
  @ApiPropertyOptional()
  @Omittable()
  @IsBoolean({ message: 'Auto-replies must be switched on (true) or off (false)' })
  autoReplyEnabled?: boolean;

  @ApiPropertyOptional({ minimum: 0, maximum: 60 })
  @Omittable()
  @IsInt({ message: 'Response delay must be a whole number of seconds' })
  @Min(0, { message: 'Response delay must be between 0 and 60 seconds' })
  @Max(60, { message: 'Response delay must be between 0 and 60 seconds' })
  responseDelaySeconds?: number;

  /** Weekly hours (Sunday first; null: closed) and holidays; checked whole by chatHoursProblems (the service). */
  @ApiPropertyOptional({
    description: '{ weekly: ({ openMinute, closeMinute } | null)[7], holidays: { date, name }[] }',
  })
  @Omittable()
  @IsObject({ message: 'Hours must be the weekly hours and the holidays' })
  hours?: ChatHours;

  @ApiPropertyOptional({ description: 'Round-robin auto-assignment among online agents' })
  @Omittable()
  @IsBoolean({ message: 'Auto-assignment must be switched on (true) or off (false)' })
  autoAssignEnabled?: boolean;

  @ApiPropertyOptional({ minimum: CHAT_AUTO_ASSIGN_CAP_MIN, maximum: CHAT_AUTO_ASSIGN_CAP_MAX })
  @Omittable()
  @IsInt({ message: 'The cap must be a whole number of conversations' })
  @Min(CHAT_AUTO_ASSIGN_CAP_MIN, { message: capRange })
  @Max(CHAT_AUTO_ASSIGN_CAP_MAX, { message: capRange })
  autoAssignCap?: number;
}
