/** The chat module's public face: what other modules may import from it. */
export { ChatModule } from './chat.module';
export { ChatRetention } from './services/chat-retention';
