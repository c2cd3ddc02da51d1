/** The push module's public face: what other modules may import from it. */
export { PushModule } from './push.module';
export { AgentPush, type AgentPushRequest } from './services/agent-push.service';
