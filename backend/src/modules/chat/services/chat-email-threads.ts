import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { MailHeaders } from '../../../core/mail/mail.service';

/** A conversation the customer answered by e-mail: where the agents' answers go, and how they thread. */
export interface EmailThread {
  /** The address the customer's answer came from (it matched the conversation's customer). */
  to: string;
  /** The subject of the customer's last e-mail ("Re: " is added once). */
  subject: string;
  /** The customer's last Message-ID (In-Reply-To) and the thread's ids, oldest first (References). */
  inReplyTo: string;
  references: string[];
  /** The conversation's reply address (Reply-To). */
  replyTo: string | null;
}

/** What the inbound e-mail module offers chat (bound at its start, in every process that runs it). */
export interface EmailThreadPort {
  /** The conversation's reply+<token>@ address for an e-mail to `to`, or null when inbound e-mail is off. */
  replyAddress(em: EntityManager, sessionId: string, to: string): Promise<string | null>;
  /** The conversation's e-mail thread when the customer has answered by e-mail, else null. */
  thread(em: EntityManager, sessionId: string): Promise<EmailThread | null>;
  /** Whether the customer has answered the conversation by e-mail (reads only; writes no reply address). */
  hasThread(em: EntityManager, sessionId: string): Promise<boolean>;
}

/**
 * Chat's port for e-mail both ways (docs/channels.md "Inbound e-mail"): the continuity and transcript e-mails ask
 * it for the conversation's Reply-To, and an agent's reply in a conversation the customer answered by e-mail is
 * e-mailed as an answer in that thread. The e-mail channel module binds it; without it chat e-mails as before.
 */
@Injectable()
export class ChatEmailThreads {
  private port: EmailThreadPort | null = null;

  use(port: EmailThreadPort): void {
    this.port = port;
  }

  /** Reply-To for a conversation e-mail, or nothing (no inbound domain, or no e-mail channel). */
  async headersFor(em: EntityManager, sessionId: string, to: string): Promise<MailHeaders | undefined> {
    const replyTo = this.port ? await this.port.replyAddress(em, sessionId, to) : null;
    return replyTo ? { replyTo } : undefined;
  }

  thread(em: EntityManager, sessionId: string): Promise<EmailThread | null> {
    return this.port ? this.port.thread(em, sessionId) : Promise.resolve(null);
  }

  hasThread(em: EntityManager, sessionId: string): Promise<boolean> {
    return this.port ? this.port.hasThread(em, sessionId) : Promise.resolve(false);
  }
}
