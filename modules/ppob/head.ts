// The module's light head (issue 36 item 5): what the web's shell, menu and router read of it.
/**
 * PPOB (spec §1 PPOB, /pengaturanppob mSettingPPOB; issue 41): mobile credit, data packages and PLN
 * prepaid tokens bought through the Digiflazz aggregator. Isomorphic.
 */
import { defineHead, type ScreenDecl } from '@niaga/kernel';

export default defineHead({
  name: 'ppob',
  section: 'pengaturan',
  screens: [
    { path: '/pengaturanppob', title: 'Pengaturan PPOB', access: 'mSettingPPOB', load: () => import('./screens/PengaturanPpob') },
    // Not in the spec (issue 41): selling PPOB at the till, opened from the till's PPOB button.
    { path: '/kasirppob', title: 'Kasir PPOB', access: 'mJual', section: 'penjualan', load: () => import('./screens/KasirPpob') },
  ] satisfies ScreenDecl[],
  menu: [{ route: '/pengaturanppob', sequence: 60 }],
});
