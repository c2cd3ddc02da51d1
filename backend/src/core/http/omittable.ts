import { ValidateIf } from 'class-validator';

/**
 * A field a request may leave out but not send as null: class-validator's IsOptional also skips null, which then
 * reaches a service that stores it in a NOT NULL column (a 500). With this, null meets the field's own checks and
 * is refused with their message.
 */
export const Omittable = () => ValidateIf((_object: object, value: unknown) => value !== undefined);
