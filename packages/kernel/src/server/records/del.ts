/** `<name>_del`: deletes a record not in use; a document's posting is reversed and what it took from others given back. */
import { eq } from 'drizzle-orm';
import { rightFor } from '../../doctype';
import { ActError, NUM } from '../../errors';
import { defineAct, type ActDef } from '../acts';
import { assertNotLocked, dropLocks } from '../locks';
import { assertNotReferenced } from '../refs';
import { assertNotUsed } from './checks';
import { headerOf, type RecordContext } from './context';
import { applyLinks, updateStatus } from './links';

export function delAct(cx: RecordContext): ActDef {
  const { meta, t, cols, doc, server, module } = cx;
  return defineAct({
    name: cx.names.del,
    summary: `Hapus ${meta.title} menurut id atau ${meta.key}${doc?.posts ? '; postingnya dibalik' : ''}. 42 bila masih dipakai data lain.`,
    access: { modul: meta.access, aksi: rightFor(meta, 'delete') },
    schema: cx.keySchema,
    module,
    async handler(ctx, p) {
      // A read-only doctype (declared `readOnly`) is deleted only by the server's own code.
      if (meta.readOnly && !ctx.internal) throw new ActError(NUM.RULE, meta.readOnly);
      const old = await cx.load(ctx.tx, cx.byOf(p), { lock: true });
      if (!old) throw cx.notFound();
      await assertNotLocked(ctx, cx.lockOf(old));
      if (doc) {
        await assertNotUsed(cx, ctx, old, 'dihapus');
        await ctx.books?.checkDate(ctx.tx, String(old.tanggal));
      }
      await server.beforeDelete?.(ctx, old);
      if (!doc) await assertNotReferenced(ctx.tx, meta.name, meta.title, String(old[meta.key]), 'dihapus');
      const touched = await applyLinks(cx, ctx, null, old);
      if (doc?.posts && server.posting && ctx.books) await ctx.books.unpost(ctx.tx, { sumber: doc.code, notransaksi: String(old.notransaksi), userid: ctx.session?.userid });
      const gone = await ctx.tx.delete(t.main).where(eq(cols.id, old.id)).returning({ id: cols.id });
      if (gone.length !== 1) throw cx.notFound();
      await updateStatus(ctx.tx, touched);
      if (ctx.company) await dropLocks(ctx.tx, ctx.company.id, cx.lockOf(old));
      ctx.activity?.({ dokumen: String(old[meta.key] ?? old.id), before: headerOf(meta, old) });
      return { id: old.id, ...(doc ? { notransaksi: old.notransaksi } : {}) };
    },
  });
}
