/** The audit module's public face: what other modules may import from it. */
export { AuditModule } from './audit.module';
export { AuditService, type AuditTarget } from './audit.service';
export { changedFields, maskedCode, redacted } from './audit-diff';
export { Actor, actorOf, requestOrigin, type StaffActor } from './staff-actor';
export { AuditRetention } from './audit-retention';
