import { createHash } from 'node:crypto';
import type Redis from 'ioredis';

/** A Lua script run by its SHA (EVALSHA), sent in full only when Redis does not know it yet (NOSCRIPT). */
export class RedisScript {
  private readonly sha: string;

  constructor(private readonly lua: string) {
    this.sha = createHash('sha1').update(lua).digest('hex');
  }

  async run(client: Redis, keys: string[], args: (string | number)[]): Promise<unknown> {
    try {
      return await client.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!String(error).includes('NOSCRIPT')) throw error;
      return client.eval(this.lua, keys.length, ...keys, ...args);
    }
  }
}
