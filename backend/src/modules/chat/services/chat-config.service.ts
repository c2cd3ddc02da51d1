import { HttpStatus, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import {
  chatHoursOrDefault,
  chatHoursProblems,
  DEFAULT_LANGUAGE,
  type AutoReplyTestResult,
  type ChatHours,
  type Language,
} from '@kedai/contracts';
import { timingConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import {
  AutoReplyMatch,
  AutoReplyStage,
  MatchableRule,
  matchAutoReply,
  normalizeKeywords,
  rulesStage,
  type ChatSituation,
} from '../auto-reply/auto-reply-matcher';
import { SEED_QUICK_REPLIES, SEED_RULES } from '../rules/chat-seed.data';
import { CreateAutoReplyRuleDto, UpdateAutoReplyRuleDto } from '../dto/auto-reply-rule.dto';
import { UpdateChatSettingsDto } from '../dto/chat-settings.dto';
import { CreateQuickReplyDto, UpdateQuickReplyDto } from '../dto/quick-reply.dto';
import { cleanTranslations } from '../../../core/i18n/translations.validator';
import { AutoReplyRule } from '../entities/auto-reply-rule.entity';
import { ChatSettings } from '../entities/chat-settings.entity';
import { QuickReply } from '../entities/quick-reply.entity';
import { PaidOrderContextService } from './paid-order-context.service';
import { PaidOrderContext, productKeywordStage } from '../auto-reply/product-keyword-stage';

const ruleNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'auto_reply_rule_not_found', 'Auto-reply rule not found');
const quickReplyNotFound = () => new ApiError(HttpStatus.NOT_FOUND, 'quick_reply_not_found', 'Quick reply not found');

/** Auto-reply rules, quick replies and the global chat settings; seeds the built-ins once. */
@Injectable()
export class ChatConfigService implements OnApplicationBootstrap {
  private readonly logger = new Logger(ChatConfigService.name);

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(AutoReplyRule) private readonly rules: Repository<AutoReplyRule>,
    @InjectRepository(QuickReply) private readonly quickReplies: Repository<QuickReply>,
    @InjectRepository(ChatSettings) private readonly settings: Repository<ChatSettings>,
    private readonly paidOrders: PaidOrderContextService,
    /** chatConfigCacheMs: how long settings and active rules are reused on the message path (other processes see changes this late). */
    @Inject(timingConfig.KEY) private readonly timing: ConfigType<typeof timingConfig>,
  ) {}

  /**
   * The settings row doubles as the "seeded" marker: whoever inserts it (under an advisory lock, so two
   * processes starting together agree) seeds the rules and quick replies. Deleted built-ins stay deleted.
   */
  async onApplicationBootstrap() {
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('kedai:chat-seed'))`);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO chat_settings (id) VALUES (1) ON CONFLICT (id) DO NOTHING RETURNING id`,
      );
      if (inserted.length === 0) return;
      await manager.getRepository(AutoReplyRule).insert(SEED_RULES.map((rule) => ({ ...rule, isActive: true })));
      await manager.getRepository(QuickReply).insert(SEED_QUICK_REPLIES.map((reply) => ({ ...reply, isActive: true })));
      this.logger.log(`Seeded ${SEED_RULES.length} auto-reply rules and ${SEED_QUICK_REPLIES.length} quick replies`);
    });
  }

  // ---- settings

  async getSettings(): Promise<ChatSettings> {
    const row = await this.settings.findOneBy({ id: 1 });
    if (row) return row;
    await this.settings.createQueryBuilder().insert().values({ id: 1 }).orIgnore().execute();
    return this.settings.findOneByOrFail({ id: 1 });
  }

  updateSettings(changes: UpdateChatSettingsDto): Promise<ChatSettings> {
    return this.changed(() => this.updateSettingsNow(changes));
  }

  private async updateSettingsNow(changes: UpdateChatSettingsDto): Promise<ChatSettings> {
    await this.getSettings();
    const patch: Partial<ChatSettings> = {};
    if (changes.autoReplyEnabled !== undefined) patch.autoReplyEnabled = changes.autoReplyEnabled;
    if (changes.responseDelaySeconds !== undefined) patch.responseDelaySeconds = changes.responseDelaySeconds;
    if (changes.autoAssignEnabled !== undefined) patch.autoAssignEnabled = changes.autoAssignEnabled;
    if (changes.autoAssignCap !== undefined) patch.autoAssignCap = changes.autoAssignCap;
    if (changes.hours !== undefined) {
      const problems = chatHoursProblems(changes.hours);
      if (problems.length > 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'chat_hours_invalid', problems.join(' '));
      patch.hours = chatHoursOrDefault(changes.hours);
    }
    if (Object.keys(patch).length > 0) await this.settings.update({ id: 1 }, patch);
    return this.getSettings();
  }

  // ---- rules

  listRules(): Promise<AutoReplyRule[]> {
    return this.rules.find({ order: { priority: 'ASC', createdAt: 'ASC' } });
  }

  async findRule(id: string): Promise<AutoReplyRule | null> {
    return this.rules.findOneBy({ id });
  }

  createRule(input: CreateAutoReplyRuleDto): Promise<AutoReplyRule> {
    return this.changed(() => this.createRuleNow(input));
  }

  private async createRuleNow(input: CreateAutoReplyRuleDto): Promise<AutoReplyRule> {
    return this.rules.save(
      this.rules.create({
        name: input.name.trim(),
        keywords: normalizeKeywords(input.keywords),
        response: input.response.trim(),
        translations: cleanTranslations(input.translations ?? {}),
        isActive: input.isActive ?? true,
        priority: input.priority ?? 100,
        category: input.category ?? 'general',
      }),
    );
  }

  updateRule(id: string, input: UpdateAutoReplyRuleDto): Promise<AutoReplyRule> {
    return this.changed(() => this.updateRuleNow(id, input));
  }

  private async updateRuleNow(id: string, input: UpdateAutoReplyRuleDto): Promise<AutoReplyRule> {
    const rule = await this.rules.findOneBy({ id });
    if (!rule) throw ruleNotFound();
    if (input.name !== undefined) rule.name = input.name.trim();
    if (input.keywords !== undefined) rule.keywords = normalizeKeywords(input.keywords);
    if (input.response !== undefined) rule.response = input.response.trim();
    if (input.translations !== undefined) rule.translations = cleanTranslations(input.translations);
    if (input.isActive !== undefined) rule.isActive = input.isActive;
    if (input.priority !== undefined) rule.priority = input.priority;
    if (input.category !== undefined) rule.category = input.category;
    return this.rules.save(rule);
  }

  toggleRule(id: string): Promise<AutoReplyRule> {
    return this.changed(() => this.toggleRuleNow(id));
  }

  private async toggleRuleNow(id: string): Promise<AutoReplyRule> {
    // TypeORM answers an UPDATE with [rows, affected].
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `UPDATE chat_auto_reply_rules SET is_active = NOT is_active, updated_at = now() WHERE id = $1`,
      [id],
    );
    if (affected === 0) throw ruleNotFound();
    return this.rules.findOneByOrFail({ id });
  }

  deleteRule(id: string): Promise<void> {
    return this.changed(() => this.deleteRuleNow(id));
  }

  private async deleteRuleNow(id: string): Promise<void> {
    const result = await this.rules.delete({ id });
    if (!result.affected) throw ruleNotFound();
  }

  /**
   * Which stage and rule answer this text now, or null: first the product keywords of the paid order
   * the chat is tied to (when there is one), then the active generic rules. The reply is in `language`.
   * Without `situation` (the admin tester) agents count as away whenever the clock says the chat is closed.
   */
  async match(
    text: string,
    order: PaidOrderContext | null = null,
    now = new Date(),
    language: Language = DEFAULT_LANGUAGE,
    situation?: ChatSituation,
  ): Promise<AutoReplyMatch | null> {
    const active = await this.cached('rules', () => this.rules.findBy({ isActive: true }));
    const stages: AutoReplyStage<MatchableRule>[] = [rulesStage(active, now, language, situation)];
    if (order) stages.unshift(productKeywordStage(order, language));
    return matchAutoReply(text, stages);
  }

  /** Settings for the message hot path: read at most once a second per process, fresh after a local change. */
  settingsForMessages(): Promise<ChatSettings> {
    return this.cached('settings', () => this.getSettings());
  }

  /** Live chat's business hours (as cached for the message path): the seller's, or the shipped ones. */
  async hours(): Promise<ChatHours> {
    const settings = await this.settingsForMessages();
    // One object per settings read, so that what is worked out from the hours can be kept (chatAvailability).
    let hours = this.hoursOf.get(settings);
    if (!hours) {
      hours = chatHoursOrDefault(settings.hours);
      this.hoursOf.set(settings, hours);
    }
    return hours;
  }

  private readonly hoursOf = new WeakMap<ChatSettings, ChatHours>();

  // ---- a short cache for the per-message reads (settings, active rules)

  private generation = 0;
  private readonly cache = new Map<string, { at: number; value: Promise<unknown> }>();

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && Date.now() - hit.at < this.timing.chatConfigCacheMs) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    this.cache.set(key, { at: Date.now(), value });
    value.then(
      () => {
        // A change made while this was loading makes it stale: drop it.
        if (generation !== this.generation) this.cache.delete(key);
      },
      () => this.cache.delete(key),
    );
    return value;
  }

  /** Runs a change of settings or rules; the cache is dropped before and after it. */
  private async changed<T>(change: () => Promise<T>): Promise<T> {
    this.generation += 1;
    this.cache.clear();
    try {
      return await change();
    } finally {
      this.generation += 1;
      this.cache.clear();
    }
  }

  /** The admin tester: which rule would answer, and what (in `language`); nothing is sent. */
  async test(text: string, orderId?: string, at?: string, language?: Language): Promise<AutoReplyTestResult> {
    if (text.trim().length === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'message_empty', 'Message cannot be empty');
    }
    const wanted = orderId?.trim();
    const lookup = wanted ? await this.paidOrders.forOrder(wanted) : null;
    const settings = await this.getSettings();
    const hours = chatHoursOrDefault(settings.hours);
    const match = await this.match(text, lookup?.context ?? null, at ? new Date(at) : new Date(), language, { hours });
    return {
      matched: Boolean(match),
      stage: match?.stage ?? null,
      rule: match
        ? {
            id: match.rule.id,
            name: match.rule.name,
            category: match.rule.category ?? 'general',
            priority: match.rule.priority,
          }
        : null,
      keyword: match?.keyword ?? null,
      reply: match?.reply ?? null,
      autoReplyEnabled: settings.autoReplyEnabled,
      responseDelaySeconds: settings.responseDelaySeconds,
      order:
        wanted && lookup
          ? {
              orderId: wanted,
              found: lookup.found,
              paid: lookup.paid,
              products: lookup.context?.products.map((product) => product.product) ?? [],
            }
          : null,
    };
  }

  // ---- quick replies

  listQuickReplies(): Promise<QuickReply[]> {
    return this.quickReplies.find({ order: { createdAt: 'ASC' } });
  }

  createQuickReply(input: CreateQuickReplyDto): Promise<QuickReply> {
    return this.quickReplies.save(
      this.quickReplies.create({
        title: input.title.trim(),
        content: input.content.trim(),
        translations: cleanTranslations(input.translations ?? {}),
        category: input.category ?? 'general',
        isActive: input.isActive ?? true,
      }),
    );
  }

  async updateQuickReply(id: string, input: UpdateQuickReplyDto): Promise<QuickReply> {
    const reply = await this.quickReplies.findOneBy({ id });
    if (!reply) throw quickReplyNotFound();
    if (input.title !== undefined) reply.title = input.title.trim();
    if (input.content !== undefined) reply.content = input.content.trim();
    if (input.translations !== undefined) reply.translations = cleanTranslations(input.translations);
    if (input.category !== undefined) reply.category = input.category;
    if (input.isActive !== undefined) reply.isActive = input.isActive;
    return this.quickReplies.save(reply);
  }

  async toggleQuickReply(id: string): Promise<QuickReply> {
    const [, affected]: [unknown[], number] = await this.dataSource.query(
      `UPDATE chat_quick_replies SET is_active = NOT is_active WHERE id = $1`,
      [id],
    );
    if (affected === 0) throw quickReplyNotFound();
    return this.quickReplies.findOneByOrFail({ id });
  }

  async deleteQuickReply(id: string): Promise<void> {
    const result = await this.quickReplies.delete({ id });
    if (!result.affected) throw quickReplyNotFound();
  }
}
