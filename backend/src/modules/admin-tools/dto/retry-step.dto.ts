import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import type { FulfilmentStep, RetryStepRequest } from '@kedai/contracts';

const STEPS: FulfilmentStep[] = ['send-guide', 'activate', 'trigger-delivery', 'auto-ship', 'send-installation'];

export class RetryStepDto implements RetryStepRequest {
  @ApiProperty({ enum: STEPS })
  @IsIn(STEPS, { message: `step must be one of: ${STEPS.join(', ')}` })
  step!: FulfilmentStep;
}
