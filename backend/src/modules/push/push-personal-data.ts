import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry, type PersonalDataErasure } from '../../core/maintenance/personal-data';

/** Web push's part of the customer's data rights: the account's browsers (endpoints) and its on/off choice. */
@Injectable()
export class PushPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  onModuleInit(): void {
    this.registry.register({
      name: 'push',
      export: async (subject, em) => {
        if (!subject.userId) return { documents: {} };
        const browsers = await em.query(
          `SELECT created_at AS "subscribedAt" FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`,
          [subject.userId],
        );
        return { documents: { 'push-notifications.json': { browsers } } };
      },
      erase: async (subject, em): Promise<PersonalDataErasure> => {
        if (!subject.userId) return { parts: {} };
        const [, subscriptions] = await em.query(`DELETE FROM push_subscriptions WHERE user_id = $1`, [subject.userId]);
        const [, preferences] = await em.query(`DELETE FROM push_preferences WHERE user_id = $1`, [subject.userId]);
        return { parts: { push_subscriptions: Number(subscriptions), push_preferences: Number(preferences) } };
      },
    });
  }
}
