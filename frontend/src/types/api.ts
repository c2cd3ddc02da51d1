export type { ApiErrorBody, AuthResult, FieldError, Role, UserView } from '@kedai/contracts';
