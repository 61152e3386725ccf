/** `<name>_get`: one record with its rows and the names beside its codes; `edit` opens it for editing (its edit lock). */
import { childTableOf } from '../../doctype';
import { yesNo } from '../../validate';
import { defineAct, type ActDef } from '../acts';
import { acquireLock } from '../locks';
import { withNames, type RecordContext } from './context';
import { versionOf } from './version';

/** `_get`'s `edit` as sent, before validation: read-only only when it surely says no (an edit takes the record's edit lock). */
const editFlag = yesNo('edit');
const readsOnly = (edit: unknown) => {
  const e = editFlag.safeParse(edit);
  return e.success && !e.data;
};

export function getAct(cx: RecordContext): ActDef {
  const { meta, children, module } = cx;
  return defineAct({
    name: cx.names.get,
    summary: `Satu ${meta.title}${children.length ? ` dengan ${children.map((c) => childTableOf(c)).join(', ')}` : ''}, menurut id atau ${meta.key}, dengan nama di samping kode rujukan (<field>_nama); edit: 1 membukanya untuk diubah (dikunci untuk user ini, 43 bila sedang dibuka user lain); versi: wajib dikirim kembali dengan _save yang mengubahnya (tanpa versi ditolak), agar perubahan orang lain tidak tertimpa.`,
    access: { modul: meta.access, aksi: 'mopen' },
    schema: cx.keySchema,
    module,
    // Read-only unless it opens the record for editing (its edit lock is written).
    // A doctype read-only for users (declared `readOnly`) is never opened for editing: no lock.
    readOnly: (raw) => !!meta.readOnly || readsOnly(raw.edit),
    async handler(ctx, p) {
      const r = await cx.load(ctx.tx, cx.byOf(p));
      if (!r) throw cx.notFound();
      if (p.edit && !meta.readOnly) await acquireLock(ctx, cx.lockOf(r));
      // Its version (version.ts), beside the record: an edit based on it sends it back as `versi`.
      return { ...cx.reply(await withNames(ctx.tx, meta, r)), versi: await versionOf(ctx.tx, cx, Number(r.id)) };
    },
  });
}
