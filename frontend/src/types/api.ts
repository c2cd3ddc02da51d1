export type { ApiErrorBody, AuthResult, FieldError, LinkSentResult, Role, UserView } from '@kedai/contracts';
