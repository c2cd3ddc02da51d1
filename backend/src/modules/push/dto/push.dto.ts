import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { PUSH_ENDPOINT_MAX } from '../rules/push-rules';

/** The keys of PushSubscription.toJSON(): base64url, as browsers give them. */
export class PushKeysDto {
  @IsString({ message: 'keys.p256dh is required' })
  @Matches(/^[A-Za-z0-9_-]{80,100}={0,2}$/, { message: 'keys.p256dh must be a base64url P-256 public key' })
  p256dh!: string;

  @IsString({ message: 'keys.auth is required' })
  @Matches(/^[A-Za-z0-9_-]{16,30}={0,2}$/, { message: 'keys.auth must be a base64url 16-byte secret' })
  auth!: string;
}

/** What the browser's PushSubscription.toJSON() gives (expirationTime is ignored). */
export class PushSubscriptionDto {
  @IsString({ message: 'endpoint is required' })
  @MaxLength(PUSH_ENDPOINT_MAX, { message: `endpoint must be at most ${PUSH_ENDPOINT_MAX} characters` })
  endpoint!: string;

  @IsDefined({ message: 'keys are required' })
  @ValidateNested()
  @Type(() => PushKeysDto)
  keys!: PushKeysDto;
}

export class PushEndpointDto {
  @IsString({ message: 'endpoint is required' })
  @MaxLength(PUSH_ENDPOINT_MAX)
  endpoint!: string;
}

export class PushPreferenceDto {
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}
