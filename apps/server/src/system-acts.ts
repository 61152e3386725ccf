/** Acts of the server itself. */
import { z } from 'zod';
import { defineAct, type ActDef } from '@niaga/kernel/server';

export const ping = defineAct({
  name: 'ping',
  summary: 'Memeriksa server hidup; tanpa sesi.',
  session: false,
  module: 'system',
  schema: z.object({}).passthrough(),
  async handler() {
    return { server: 'niaga', time: new Date().toISOString() };
  },
});

export const systemActs = [ping] as ActDef[];
