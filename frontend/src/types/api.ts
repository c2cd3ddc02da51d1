export type { ApiErrorBody, AuthResult, FieldError, Role, UserView } from '@contracts/api';
