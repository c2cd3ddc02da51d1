export type {
  ApiErrorBody,
  AuthResult,
  ErrorParams,
  FieldError,
  LinkSentResult,
  Role,
  UserView,
} from '@kedai/contracts';
