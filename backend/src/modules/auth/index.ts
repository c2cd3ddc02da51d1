/** The auth module's public face: what other modules may import from it. */
export { AuthModule } from './auth.module';
export { SessionsService } from './sessions.service';
export { PasswordHasher } from './password-hasher';
