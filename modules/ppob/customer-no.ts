/**
 * The kinds of PPOB product sold (pulsa, data packages, PLN prepaid tokens) and the shape of each
 * kind's customer number, checked before anything is sent to the aggregator. Isomorphic: the till
 * checks as the cashier types, the server checks again.
 */
export type JenisPpob = 'pulsa' | 'data' | 'pln' | 'lain';

/** The kind of a price-list product, from its category (Digiflazz: "Pulsa", "Data", "PLN"). */
export function jenisOf(category: string): JenisPpob {
  const c = category.trim().toLowerCase();
  if (c === 'pulsa') return 'pulsa';
  if (c === 'data') return 'data';
  if (c === 'pln') return 'pln';
  return 'lain';
}

/**
 * The customer number as sent, or the refusal. Pulsa and data: an Indonesian mobile number
 * (08…, 628… or +628…, 10–13 digits as 08…), sent as 08…. PLN: a meter number of 11 digits or a
 * customer id of 12.
 */
export function checkCustomerNo(jenis: JenisPpob, raw: string): { ok: true; no: string } | { ok: false; msg: string } {
  const s = raw.replace(/[\s-]/g, '');
  if (jenis === 'pulsa' || jenis === 'data') {
    const no = s.replace(/^\+?62/, '0');
    if (!/^08[1-9]\d{7,10}$/.test(no)) return { ok: false, msg: 'Nomor HP tidak valid: 10–13 angka diawali 08 (atau 62).' };
    return { ok: true, no };
  }
  if (jenis === 'pln') {
    if (!/^\d{11,12}$/.test(s)) return { ok: false, msg: 'Nomor meter/ID pelanggan PLN tidak valid: 11 atau 12 angka.' };
    return { ok: true, no: s };
  }
  if (!/^\d{4,20}$/.test(s)) return { ok: false, msg: 'Nomor pelanggan tidak valid.' };
  return { ok: true, no: s };
}
