/** The users module's public face: what other modules may import from it. */
export { ListUsersQuery } from './dto/list-users.query';
export { UsersModule } from './users.module';
export { normalizeEmail, UsersService } from './users.service';
export { toUserView, type UserView } from './users.view';
