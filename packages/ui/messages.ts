/**
 * Texts of the dialogs several screens share. Issue 34 replaced the spec's (§8) "GAGAL Simpan data,
 * Pesan Error : {message}" (cash drawer, shift close) and "Gagal Simpan Data, Pesan : {message}"
 * (database setup) with one sentence; docs/architecture.md "Messages" lists the replacements.
 */

/** A save the server refused or never received: "Data gagal disimpan: {why}" (the server's own words). */
export function saveFailed(why: string): string {
  const reason = why.trim();
  return reason ? `Data gagal disimpan: ${reason}` : 'Data gagal disimpan.';
}
