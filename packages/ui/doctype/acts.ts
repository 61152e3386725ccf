/**
 * The generic acts of a declaration (`<name>_list`, `_get`, `_save`, `_del`) with their replies
 * typed from it (RecordOf and the reply types of @niaga/kernel's types-from-decl.ts), in place of
 * reply types written by hand: `listOf(pengguna, {...})` answers `tbl_pengguna` rows with
 * pengguna's fields.
 */
import { actNames, type DelReply, type DoctypeMeta, type GetReply, type ListReply, type PickReply, type SaveReply } from '@niaga/kernel';
import { call, callOk, type Envelope } from '../api';

/** `<name>_list` (page from 0, limit, q, sort, dir, filter), one page. */
export const listOf = <D extends DoctypeMeta>(meta: D, payload: Record<string, unknown> = {}): Promise<ListReply<D>> => callOk<ListReply<D>>(actNames(meta.name).list, payload);

/** `<name>_get` by id or key (`edit: 1` opens it for editing). */
export const getOf = <D extends DoctypeMeta>(meta: D, by: Record<string, unknown>): Promise<GetReply<D>> => callOk<GetReply<D>>(actNames(meta.name).get, by);

/** `<name>_save`: the whole envelope, for the form to show a refusal. An edit (an `id`) must carry `versi` from its `_get` (15 without it). */
export const saveOf = <D extends DoctypeMeta>(meta: D, record: Record<string, unknown>, extraFields?: Record<string, string>): Promise<Envelope<SaveReply<D>>> =>
  call<SaveReply<D>>(actNames(meta.name).save, record, extraFields);

/** `<name>_del` by id. */
export const delOf = <D extends DoctypeMeta>(meta: D, by: Record<string, unknown>, extraFields?: Record<string, string>): Promise<DelReply<D>> =>
  callOk<DelReply<D>>(actNames(meta.name).del, by, extraFields);

/** `<name>_pick` (q, exact, filter, limit): what a picker offers — for whoever may open the doctype or one that refers to it. */
export const pickOf = <D extends DoctypeMeta>(meta: D, payload: Record<string, unknown> = {}): Promise<PickReply<D>> => callOk<PickReply<D>>(`${meta.name}_pick`, payload);
